package crudbench.loadgen.report;

import crudbench.loadgen.analysis.Measurements;
import crudbench.loadgen.analysis.PairedRatio;
import crudbench.loadgen.analysis.PointSummary;
import crudbench.loadgen.analysis.RepeatRange;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.report.grid.AccessColumn;
import crudbench.loadgen.results.CeilingRow;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The tables of every variant side by side: one per closed-model scenario at the reference
 * concurrency (with each variant's axes), and the sweeps, a variant per row and a load per
 * column.
 */
public final class ScenarioTables {

    private ScenarioTables() {}

    /**
     * Every variant in one scenario. Throughput is the median over rounds, ± half its range over
     * the median; its ratio to the best variant (the highest median) is paired round by round,
     * with its 95% interval ({@link PairedRatio}), and says "no clear difference" when the interval
     * holds 1.00x. The database's ceiling is pgbench with the same statement at the same
     * concurrency (as the pool sees it), in the same rounds.
     */
    static Table scenario(Measurements results, String scenario, int users) {
        Table table = new Table(
                "variant",
                "framework",
                "web",
                "data access",
                "req/s>",
                "×best [95% CI]",
                "% of DB ceiling>",
                "p50>",
                "p99>",
                "errors>",
                "app CPU ms/req>",
                "×best>",
                "DB CPU ms/req>",
                "DB CPU ms/req at " + equalLoadLabel(results) + ">",
                "RSS MB>",
                "startup>",
                "artifact MB>",
                "flags");
        List<PointSummary> cells = results.variants().stream()
                .map(v -> results.cell(v, LoadModel.CLOSED, users, scenario))
                .flatMap(Optional::stream)
                .toList();
        Map<String, Map<Integer, Double>> rounds = new LinkedHashMap<>();
        cells.forEach(
                c -> rounds.put(c.variant(), results.throughputs(c.variant(), LoadModel.CLOSED, users, scenario)));
        String best = rounds.entrySet().stream()
                .max(Comparator.comparingDouble(
                        e -> PairedRatio.median(e.getValue().values())))
                .map(Map.Entry::getKey)
                .orElse(null);
        double bestCpu = cells.stream()
                .filter(c -> c.appCpuPerReq() != null)
                .mapToDouble(c -> c.appCpuPerReq().mean())
                .filter(v -> v > 0)
                .min()
                .orElse(0);
        Optional<CeilingRow> ceiling = results.ceiling(users, scenario);
        for (PointSummary c : cells) {
            VariantFacts facts = results.facts(c.variant());
            VariantAxes axes = facts.axes();
            RepeatRange cpu = c.appCpuPerReq();
            Map<Integer, Double> own = rounds.get(c.variant());
            double median = PairedRatio.median(own.values());
            table.row(
                    c.variant(),
                    axes == null ? "" : axes.framework(),
                    axes == null ? "" : axes.web() + (axes.crossStack() ? " (cross-stack)" : ""),
                    axes == null ? "" : AccessColumn.of(axes).header(),
                    Numbers.rate(median)
                            + (own.size() > 1
                                    ? String.format(Locale.ROOT, " ±%.0f%%", halfRange(own.values(), median) * 100)
                                    : ""),
                    c.variant().equals(best)
                            ? "best"
                            : PairedRatio.ratio(own, rounds.get(best))
                                    .map(ScenarioTables::interval)
                                    .orElse(""),
                    ceiling.map(x -> Numbers.num(100 * median / x.queriesPerSecond(), 0) + "%")
                            .orElse(""),
                    Numbers.ms(c.p50Ms()),
                    Numbers.ms(c.p99Ms()),
                    c.errors(),
                    cpu == null ? "n/a" : Numbers.num(cpu.mean(), 3),
                    cpu == null || bestCpu == 0 ? "" : Numbers.ratio(cpu.mean() / bestCpu),
                    c.pgCpuPerReq() == null ? "n/a" : Numbers.num(c.pgCpuPerReq(), 3),
                    equalLoadDbCpu(results, c.variant(), scenario),
                    c.rssMaxMb() == null ? "n/a" : Numbers.num(c.rssMaxMb(), 0),
                    startup(facts),
                    artifactMb(facts),
                    c.flagged() ? "⚑" : "");
        }
        return table;
    }

    /** "0.82x [0.78–0.86]", "0.97x [0.91–1.03] no clear difference", or "0.82x (one round)". */
    public static String interval(PairedRatio.Interval i) {
        if (!i.measured()) {
            return Numbers.ratio(i.estimate()) + " (one round: no interval)";
        }
        String text =
                Numbers.ratio(i.estimate()) + " [" + Numbers.num(i.low(), 2) + "–" + Numbers.num(i.high(), 2) + "]";
        return i.clear() ? text : text + " no clear difference";
    }

    private static double halfRange(Collection<Double> values, double median) {
        double min = values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return median == 0 ? 0 : (max - min) / 2 / median;
    }

    /** The open model's highest rate: every variant is offered the same load there, so their DB CPU compares. */
    static Optional<Integer> equalLoad(Measurements results) {
        List<Integer> rates = results.loads(LoadModel.OPEN);
        return rates.isEmpty() ? Optional.empty() : Optional.of(rates.getLast());
    }

    private static String equalLoadLabel(Measurements results) {
        return equalLoad(results).map(r -> r + "/s (open)").orElse("equal load");
    }

    private static String equalLoadDbCpu(Measurements results, String variant, String scenario) {
        return equalLoad(results)
                .flatMap(rate -> results.cell(variant, LoadModel.OPEN, rate, scenario))
                .map(PointSummary::pgCpuPerReq)
                .map(v -> Numbers.num(v, 3))
                .orElse("");
    }

    /** A variant per row, a load per column. */
    static Table sweep(Measurements results, LoadModel model, String scenario, Function<PointSummary, String> value) {
        List<Integer> loads = results.loads(model);
        String[] headers = new String[loads.size() + 1];
        headers[0] = "variant";
        for (int i = 0; i < loads.size(); i++) {
            headers[i + 1] = model.column(loads.get(i)) + ">";
        }
        Table table = new Table(headers);
        for (String variant : results.variants()) {
            Object[] cells = new Object[loads.size() + 1];
            cells[0] = variant;
            for (int i = 0; i < loads.size(); i++) {
                cells[i + 1] = results.cell(variant, model, loads.get(i), scenario)
                        .map(value)
                        .orElse("");
            }
            table.row(cells);
        }
        return table;
    }

    static String startup(VariantFacts facts) {
        return facts.startupMs() == null ? "n/a" : Numbers.num(facts.startupMs() / 1000, 2) + " s";
    }

    static String artifactMb(VariantFacts facts) {
        return facts.artifactBytes() == null ? "n/a" : Numbers.num(facts.artifactBytes() / 1e6, 1);
    }
}
