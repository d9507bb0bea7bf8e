package crudbench.loadgen.report.run;

import crudbench.loadgen.analysis.PairedRatio;
import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.model.Standing;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.CeilingRow;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.List;
import java.util.Locale;
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
     * Every variant in one scenario. Throughput is the geometric mean over rounds, ± its 95%
     * interval; its ratio to the best variant (the highest) is paired round by round, with its
     * 95% interval ({@link PairedRatio}), and says "no clear difference" when the interval holds
     * 1.00x. App CPU per request has its ratio to the cheapest variant, by the same method. The database's ceiling is pgbench with the same statement at the same
     * concurrency (as the pool sees it), in the same rounds.
     */
    static Table scenario(RunModel run, String scenario) {
        Measurements results = run.data();
        int users = results.referenceUsers();
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
        Optional<CeilingRow> ceiling = results.ceiling(users, scenario);
        for (PointSummary c : cells) {
            VariantFacts facts = results.facts(c.variant());
            VariantAxes axes = facts.axes();
            Standing standing = run.standing(scenario, c.variant()).orElseThrow();
            double typical = c.throughput().mean();
            table.row(
                    c.variant(),
                    axes == null ? "" : axes.framework(),
                    axes == null ? "" : axes.web() + (axes.crossStack() ? " (cross-stack)" : ""),
                    axes == null ? "" : AccessColumn.of(axes).header(),
                    Numbers.rate(typical) + spread(standing.level()),
                    rank(standing.throughput()),
                    ceiling.map(x -> Numbers.num(100 * typical / x.queriesPerSecond(), 0) + "%")
                            .orElse(""),
                    Numbers.ms(c.p50Ms()),
                    Numbers.ms(c.p99Ms()),
                    c.errors(),
                    c.appCpuPerReq() == null
                            ? "n/a"
                            : Numbers.num(c.appCpuPerReq().mean(), 3),
                    rank(standing.cpu()),
                    c.pgCpuPerReq() == null ? "n/a" : Numbers.num(c.pgCpuPerReq(), 3),
                    equalLoadDbCpu(results, c.variant(), scenario),
                    c.rssMaxMb() == null ? "n/a" : Numbers.num(c.rssMaxMb(), 0),
                    startup(facts),
                    artifactMb(facts),
                    c.flagged() ? "⚑" : "");
        }
        return table;
    }

    /** "best", the ratio to the best as a table cell, or nothing where none was measured. */
    private static String rank(Standing.Rank rank) {
        if (rank == null) {
            return "";
        }
        return rank.best()
                ? "best"
                : rank.overBest() == null ? "" : rank.overBest().cell();
    }

    /** " ±4%": the half-width of the 95% interval of the variant's own value over its rounds; nothing with one round. */
    private static String spread(RatioInterval level) {
        return level == null || !level.measured()
                ? ""
                : String.format(Locale.ROOT, " ±%.0f%%", level.halfWidth() * 100);
    }

    /** The open model's highest rate every variant sustained: each did the same work there, so their CPU compares. */
    static Optional<Integer> equalLoad(Measurements results) {
        return results.equalLoad();
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
        return Numbers.startup(facts.startupMs());
    }

    static String artifactMb(VariantFacts facts) {
        return facts.artifactBytes() == null ? "n/a" : Numbers.num(facts.artifactBytes() / 1e6, 1);
    }
}
