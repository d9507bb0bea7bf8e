package crudbench.loadgen.report.docs;

import crudbench.loadgen.model.SideBySide;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * docs/profiling.md's table of one pair of apps in every committed run that measured both ({@link SideBySide}),
 * one scenario at a time, with the machine and the company: whether a ratio that differs between runs differs
 * because the numerator moved or the denominator did.
 */
public final class PairAcrossRunsTable {

    private PairAcrossRunsTable() {}

    /**
     * One table per scenario, each under its name in bold.
     *
     * @param names the runs' directories from the repository's root, in the order of {@code runs}
     */
    public static String markdown(
            List<BenchSummary> runs,
            List<String> names,
            String a,
            String b,
            List<String> scenarios,
            SideBySide.Finder pairs) {
        return byScenario(scenarios, scenario -> table(runs, names, a, b, scenario, pairs));
    }

    /** One table per scenario, each under the scenario's name in bold: the layout of docs/profiling.md's tables. */
    static String byScenario(List<String> scenarios, Function<String, String> table) {
        StringBuilder out = new StringBuilder();
        for (String scenario : scenarios) {
            out.append(out.isEmpty() ? "" : "\n")
                    .append("**")
                    .append(scenario)
                    .append("**\n\n")
                    .append(table.apply(scenario));
        }
        return out.toString();
    }

    private static String table(
            List<BenchSummary> runs, List<String> names, String a, String b, String scenario, SideBySide.Finder pairs) {
        Table table = new Table(
                "run",
                "machine",
                "apps up>",
                a + " req/s>",
                b + " req/s>",
                "throughput, " + b + " over " + a,
                a + " CPU ms/req>",
                b + " CPU ms/req>",
                "CPU per request, " + b + " over " + a);
        for (int i = 0; i < runs.size(); i++) {
            Optional<SideBySide> pair = pairs.find(runs.get(i), a, b, scenario);
            if (pair.isEmpty()) {
                continue;
            }
            SideBySide p = pair.get();
            table.row(
                    "[" + Path.of(names.get(i)).getFileName() + "](../" + names.get(i) + "/compare.md)",
                    FirstRoundTable.machine(runs.get(i)),
                    p.appsUp(),
                    Numbers.num(p.aThroughput(), 0),
                    Numbers.num(p.bThroughput(), 0),
                    label(p.throughput()),
                    p.aCpuMs() == null ? "" : Numbers.num(p.aCpuMs(), 3),
                    p.bCpuMs() == null ? "" : Numbers.num(p.bCpuMs(), 3),
                    label(p.cpu()));
        }
        return table.markdown();
    }

    private static String label(RatioInterval ratio) {
        return ratio == null ? "" : ratio.label();
    }
}
