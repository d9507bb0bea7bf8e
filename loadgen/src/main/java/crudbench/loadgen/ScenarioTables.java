package crudbench.loadgen;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * The tables of every variant side by side: one per closed-model scenario at the reference
 * concurrency (with each variant's axes), and the sweeps, a variant per row and a load per
 * column.
 */
final class ScenarioTables {

    private ScenarioTables() {
    }

    /** Every variant in one scenario; ratios to the best variant of the column. */
    static Table scenario(Results results, String scenario, int users) {
        Table table = new Table("variant", "framework", "web", "data access", "req/s>", "×best>", "p50>", "p99>", "×best>",
                "errors>", "app CPU ms/req>", "×best>", "DB CPU ms/req>", "RSS MB>", "startup>", "artifact MB>", "flags");
        List<Cell> cells = results.variants().stream()
                .map(v -> results.cell(v, LoadModel.CLOSED, users, scenario)).flatMap(Optional::stream).toList();
        double bestThroughput = cells.stream().mapToDouble(c -> c.throughput().mean()).max().orElse(0);
        double bestP99 = cells.stream().mapToDouble(Cell::p99Ms).filter(v -> v > 0).min().orElse(0);
        double bestCpu = cells.stream().filter(c -> c.appCpuPerReq() != null).mapToDouble(c -> c.appCpuPerReq().mean())
                .filter(v -> v > 0).min().orElse(0);
        for (Cell c : cells) {
            VariantFacts facts = results.facts(c.variant());
            Axes axes = facts.axes();
            Range cpu = c.appCpuPerReq();
            table.row(c.variant(),
                    axes == null ? "" : axes.framework(),
                    axes == null ? "" : axes.web() + (axes.crossStack() ? " (cross-stack)" : ""),
                    axes == null ? "" : AccessColumn.of(axes).header(),
                    Format.rate(c.throughput().mean()) + (c.repeats() > 1
                            ? String.format(Locale.ROOT, " ±%.0f%%", c.throughput().spread() * 100) : ""),
                    bestThroughput == 0 ? "" : Format.ratio(c.throughput().mean() / bestThroughput),
                    Format.ms(c.p50Ms()), Format.ms(c.p99Ms()),
                    bestP99 == 0 ? "" : Format.ratio(c.p99Ms() / bestP99),
                    c.errors(),
                    cpu == null ? "n/a" : Format.num(cpu.mean(), 3),
                    cpu == null || bestCpu == 0 ? "" : Format.ratio(cpu.mean() / bestCpu),
                    c.pgCpuPerReq() == null ? "n/a" : Format.num(c.pgCpuPerReq(), 3),
                    c.rssMaxMb() == null ? "n/a" : Format.num(c.rssMaxMb(), 0),
                    startup(facts), artifactMb(facts),
                    c.flagged() ? "⚑" : "");
        }
        return table;
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
                cells[i + 1] = results.cell(variant, model, loads.get(i), scenario).map(value).orElse("");
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
