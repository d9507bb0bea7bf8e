package crudbench.loadgen.report.run;

import crudbench.loadgen.model.OrmComparison;
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
 * compare.md's "What the ORM costs": each ORM variant over its plain-SQL twin, one row per framework and
 * thread model, for throughput at saturation and for app CPU per request at the equal load. Below 1.00x on
 * throughput, or above it on CPU, the ORM costs; "~" marks an interval that holds 1.00x.
 */
final class OrmTables {

    private OrmTables() {}

    static String markdown(RunModel run, int users) {
        List<OrmComparison> rows = run.orm();
        if (rows.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n## What the ORM costs\n\n");
        md.append("Each ORM variant over its plain-SQL twin: the same framework, web stack, thread model, pool and")
                .append(" parity settings, measured in the same rounds. docs/fairness.md lists the statements each ORM")
                .append(" sends where they differ from db/queries.sql; that extra work is part of what it costs.\n\n");
        md.append("**Throughput at saturation** (closed model, ")
                .append(users)
                .append(" users), ORM over plain SQL:\n\n")
                .append(table(rows, OrmComparison::throughput));
        Integer rate = rows.getFirst().equalLoad();
        if (rate != null) {
            md.append("\n**App CPU per request at equal load** (open model, ")
                    .append(rate)
                    .append(" requests/s), ORM over plain SQL:\n\n")
                    .append(table(rows, OrmComparison::cpu));
        }
        return md.toString();
    }

    private static String table(List<OrmComparison> rows, Function<OrmComparison, Map<String, RatioInterval>> of) {
        Set<String> scenarios = new LinkedHashSet<>();
        rows.forEach(r -> scenarios.addAll(of.apply(r).keySet()));
        List<String> header = new ArrayList<>(List.of("framework, threads", "ORM", "over"));
        header.addAll(scenarios);
        Table table = new Table(header.toArray(String[]::new));
        for (OrmComparison r : rows) {
            List<Object> cells = new ArrayList<>(List.of(r.framework() + ", " + r.threads(), r.orm(), r.plain()));
            for (String scenario : scenarios) {
                RatioInterval ratio = of.apply(r).get(scenario);
                cells.add(ratio == null ? "" : ratio.cell());
            }
            table.row(cells.toArray());
        }
        return table.markdown();
    }
}
