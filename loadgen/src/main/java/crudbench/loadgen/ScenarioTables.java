package crudbench.loadgen;

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
final class ScenarioTables {

    private ScenarioTables() {}

    /**
     * Every variant in one scenario. Throughput is the median over rounds, ± half its range over
     * the median; its ratio to the best variant (the highest median) is paired round by round,
     * with its 95% interval ({@link Paired}), and says "no clear difference" when the interval
     * holds 1.00x. The database's ceiling is pgbench with the same statement at the same
     * concurrency (as the pool sees it), in the same rounds.
     */
    static Table scenario(Results results, String scenario, int users) {
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
        List<Cell> cells = results.variants().stream()
                .map(v -> results.cell(v, LoadModel.CLOSED, users, scenario))
                .flatMap(Optional::stream)
                .toList();
        Map<String, Map<Integer, Double>> rounds = new LinkedHashMap<>();
        cells.forEach(
                c -> rounds.put(c.variant(), results.throughputs(c.variant(), LoadModel.CLOSED, users, scenario)));
        String best = rounds.entrySet().stream()
                .max(Comparator.comparingDouble(e -> Paired.median(e.getValue().values())))
                .map(Map.Entry::getKey)
                .orElse(null);
        double bestCpu = cells.stream()
                .filter(c -> c.appCpuPerReq() != null)
                .mapToDouble(c -> c.appCpuPerReq().mean())
                .filter(v -> v > 0)
                .min()
                .orElse(0);
        Optional<CeilingRow> ceiling = results.ceiling(users, scenario);
        for (Cell c : cells) {
            VariantFacts facts = results.facts(c.variant());
            Axes axes = facts.axes();
            Range cpu = c.appCpuPerReq();
            Map<Integer, Double> own = rounds.get(c.variant());
            double median = Paired.median(own.values());
            table.row(
                    c.variant(),
                    axes == null ? "" : axes.framework(),
                    axes == null ? "" : axes.web() + (axes.crossStack() ? " (cross-stack)" : ""),
                    axes == null ? "" : AccessColumn.of(axes).header(),
                    Format.rate(median)
                            + (own.size() > 1
                                    ? String.format(Locale.ROOT, " ±%.0f%%", halfRange(own.values(), median) * 100)
                                    : ""),
                    c.variant().equals(best)
                            ? "best"
                            : Paired.ratio(own, rounds.get(best))
                                    .map(ScenarioTables::interval)
                                    .orElse(""),
                    ceiling.map(x -> Format.num(100 * median / x.queriesPerSecond(), 0) + "%")
                            .orElse(""),
                    Format.ms(c.p50Ms()),
                    Format.ms(c.p99Ms()),
                    c.errors(),
                    cpu == null ? "n/a" : Format.num(cpu.mean(), 3),
                    cpu == null || bestCpu == 0 ? "" : Format.ratio(cpu.mean() / bestCpu),
                    c.pgCpuPerReq() == null ? "n/a" : Format.num(c.pgCpuPerReq(), 3),
                    equalLoadDbCpu(results, c.variant(), scenario),
                    c.rssMaxMb() == null ? "n/a" : Format.num(c.rssMaxMb(), 0),
                    startup(facts),
                    artifactMb(facts),
                    c.flagged() ? "⚑" : "");
        }
        return table;
    }

    /** "0.82x [0.78–0.86]", "0.97x [0.91–1.03] no clear difference", or "0.82x (one round)". */
    static String interval(Paired.Interval i) {
        if (!i.measured()) {
            return Format.ratio(i.estimate()) + " (one round: no interval)";
        }
        String text = Format.ratio(i.estimate()) + " [" + Format.num(i.low(), 2) + "–" + Format.num(i.high(), 2) + "]";
        return i.clear() ? text : text + " no clear difference";
    }

    private static double halfRange(Collection<Double> values, double median) {
        double min = values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return median == 0 ? 0 : (max - min) / 2 / median;
    }

    /** The open model's highest rate: every variant is offered the same load there, so their DB CPU compares. */
    static Optional<Integer> equalLoad(Results results) {
        List<Integer> rates = results.loads(LoadModel.OPEN);
        return rates.isEmpty() ? Optional.empty() : Optional.of(rates.getLast());
    }

    private static String equalLoadLabel(Results results) {
        return equalLoad(results).map(r -> r + "/s (open)").orElse("equal load");
    }

    private static String equalLoadDbCpu(Results results, String variant, String scenario) {
        return equalLoad(results)
                .flatMap(rate -> results.cell(variant, LoadModel.OPEN, rate, scenario))
                .map(Cell::pgCpuPerReq)
                .map(v -> Format.num(v, 3))
                .orElse("");
    }

    /** A variant per row, a load per column. */
    static Table sweep(Results results, LoadModel model, String scenario, Function<Cell, String> value) {
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
        return facts.startupMs() == null ? "n/a" : Format.num(facts.startupMs() / 1000, 2) + " s";
    }

    static String artifactMb(VariantFacts facts) {
        return facts.artifactBytes() == null ? "n/a" : Format.num(facts.artifactBytes() / 1e6, 1);
    }
}
