package crudbench.loadgen.report.run;

import crudbench.loadgen.model.Axis;
import crudbench.loadgen.model.AxisComparison;
import crudbench.loadgen.model.AxisPair;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * compare.md's section of an {@link Axis} ("What the ORM costs"): each variant on the axis over its twin, one row per
 * framework and what sets the row apart, for throughput at saturation and for app CPU per request at the equal
 * load. Below 1.00x on throughput, or above it on CPU, the step costs; "~" marks an interval that holds 1.00x.
 */
final class AxisTables {

    private AxisTables() {}

    /** Every axis's section the runs have rows for, in {@link Axis}'s order. */
    static String markdown(RunModel run, int users) {
        StringBuilder md = new StringBuilder();
        for (Axis axis : Axis.values()) {
            md.append(markdown(run, axis, users));
        }
        return md.toString();
    }

    static String markdown(RunModel run, Axis axis, int users) {
        List<AxisComparison> rows = run.along(axis);
        if (rows.isEmpty()) {
            return "";
        }
        Axis.Words words = axis.words();
        StringBuilder md = new StringBuilder("\n## ").append(words.section()).append("\n\n");
        md.append(words.intro()).append("\n\n");
        md.append("**Throughput at saturation** (closed model, ")
                .append(users)
                .append(" users), ")
                .append(words.over())
                .append(":\n\n")
                .append(table(words, rows, AxisComparison::throughput));
        Integer rate = rows.getFirst().equalLoad();
        if (rate != null) {
            md.append("\n**App CPU per request at equal load** (open model, ")
                    .append(rate)
                    .append(" requests/s), ")
                    .append(words.over())
                    .append(":\n\n")
                    .append(table(words, rows, AxisComparison::cpu));
        }
        return md.toString();
    }

    private static String table(
            Axis.Words words, List<AxisComparison> rows, Function<AxisComparison, Map<String, RatioInterval>> of) {
        Set<String> scenarios = new LinkedHashSet<>();
        rows.forEach(r -> scenarios.addAll(of.apply(r).keySet()));
        List<String> header =
                new ArrayList<>(List.of(words.headers().group(), words.headers().side(), "over"));
        header.addAll(scenarios);
        Table table = new Table(header.toArray(String[]::new));
        for (AxisComparison r : rows) {
            AxisPair pair = r.pair();
            List<Object> cells =
                    new ArrayList<>(List.of(pair.framework() + ", " + pair.group(), pair.side(), pair.twin()));
            for (String scenario : scenarios) {
                RatioInterval ratio = of.apply(r).get(scenario);
                cells.add(ratio == null ? "" : ratio.cell());
            }
            table.row(cells.toArray());
        }
        return table.markdown();
    }
}
