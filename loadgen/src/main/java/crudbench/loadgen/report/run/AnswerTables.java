package crudbench.loadgen.report.run;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The first screen of compare.md: the main effects of the grid, as ratios with their 95%
 * intervals, and how sure they are (rounds, the precision reached, why the run stopped). First
 * the cost at equal load (app CPU per request where every variant served the same rate), then
 * throughput at saturation, then the frameworks. Every figure is one of the effects
 * summary.json records, as the analysis estimated them once ({@link RunModel#effects}).
 */
final class AnswerTables {

    private AnswerTables() {}

    static String markdown(RunModel run) {
        String body = body(run);
        return body.isEmpty() ? "" : "\n## The answer\n\n" + body;
    }

    /**
     * ", averaged over the frameworks", or, where the grid the main effects average over holds one framework
     * (`just bench --framework`, a pair of one framework's apps), that framework: there is no average over one.
     */
    static String over(RunModel run) {
        List<String> frameworks = run.grids().values().stream()
                .findFirst()
                .map(GridView::frameworks)
                .orElse(List.of());
        return frameworks.size() == 1
                ? ", in " + frameworks.getFirst() + ", the one framework the run measured"
                : ", averaged over the frameworks";
    }

    /** How sure, then the tables: what compare.md's first section and the README's answer hold. */
    static String body(RunModel run) {
        List<Effect> effects = run.effects();
        if (effects.isEmpty()) {
            return "";
        }
        Measurements results = run.data();
        Map<String, AccessColumn> columns = columns(results);
        StringBuilder md = new StringBuilder();
        md.append(run.howSure().sentence()).append("\n");
        results.equalLoad().ifPresent(rate -> {
            Table cost = columnTable(effects, columns, LoadModel.OPEN, rate, Metric.APP_CPU);
            if (!cost.isEmpty()) {
                md.append("\n**What each data access costs at equal load**: app CPU per request at ")
                        .append(rate)
                        .append(" requests/s (open model, a rate every variant served), each column over ")
                        .append(columns.values().iterator().next().header())
                        .append(over(run))
                        .append(":\n\n")
                        .append(cost.markdown());
            }
        });
        int users = results.referenceUsers();
        Table throughput = columnTable(effects, columns, LoadModel.CLOSED, users, Metric.THROUGHPUT);
        if (!throughput.isEmpty()) {
            md.append("\n**Throughput at saturation** (closed model, ")
                    .append(users)
                    .append(" users), each column over ")
                    .append(columns.values().iterator().next().header())
                    .append(over(run))
                    .append(":\n\n")
                    .append(throughput.markdown());
        }
        Table frameworks = frameworkTable(effects, LoadModel.CLOSED, users, Metric.THROUGHPUT);
        if (!frameworks.isEmpty()) {
            md.append("\n**Frameworks, throughput at saturation** (closed model, ")
                    .append(users)
                    .append(" users), each over the average framework, averaged over the columns they all have:\n\n")
                    .append(frameworks.markdown());
        }
        results.equalLoad().ifPresent(rate -> {
            Table cost = frameworkTable(effects, LoadModel.OPEN, rate, Metric.APP_CPU);
            if (!cost.isEmpty()) {
                md.append("\n**Frameworks, app CPU per request at equal load** (")
                        .append(rate)
                        .append(" requests/s, open model), each over the average framework, averaged over the columns"
                                + " they all have:\n\n")
                        .append(cost.markdown());
            }
        });
        md.append(BestTables.settings(results));
        md.append(
                "\n~ marks an interval that holds 1.00x: no clear difference. Whether a column's effect is the same in"
                        + " every framework (its interactions) is told per scenario in compare.md's grid sections.\n");
        return md.toString();
    }

    private static Table columnTable(
            List<Effect> effects, Map<String, AccessColumn> columns, LoadModel model, int load, Metric metric) {
        List<String> ids = new ArrayList<>(columns.keySet()).subList(1, columns.size());
        List<String> headers = new ArrayList<>(List.of("scenario"));
        ids.forEach(id -> headers.add(columns.get(id).header()));
        Table table = new Table(headers.toArray(String[]::new));
        for (String scenario : scenarios(effects, model, load)) {
            List<Object> row = new ArrayList<>(List.of(scenario));
            boolean any = false;
            for (String id : ids) {
                String cell = parityToBest(effects, scenario, model, load, metric, Effect.DATA_ACCESS, id);
                any |= !cell.isEmpty();
                row.add(cell);
            }
            if (any) {
                table.row(row.toArray());
            }
        }
        return table;
    }

    private static Table frameworkTable(List<Effect> effects, LoadModel model, int load, Metric metric) {
        List<String> frameworks = effects.stream()
                .filter(e -> e.kind().equals(Effect.FRAMEWORK) && e.model() == model && e.load() == load)
                .map(Effect::of)
                .distinct()
                .toList();
        List<String> headers = new ArrayList<>(List.of("scenario"));
        headers.addAll(frameworks);
        Table table = new Table(headers.toArray(String[]::new));
        for (String scenario : scenarios(effects, model, load)) {
            List<Object> row = new ArrayList<>(List.of(scenario));
            boolean any = false;
            for (String framework : frameworks) {
                String cell = parityToBest(effects, scenario, model, load, metric, Effect.FRAMEWORK, framework);
                any |= !cell.isEmpty();
                row.add(cell);
            }
            if (any) {
                table.row(row.toArray());
            }
        }
        return frameworks.isEmpty() ? new Table("scenario") : table;
    }

    /**
     * A main effect's cell: "parity → best" where the run has the variants at their best too (the kind's
     * {@link Effect#atBest} twin) and that tells another figure, the parity cell alone otherwise: where no tuned
     * variant enters the effect, both are one figure, printed once.
     */
    private static String parityToBest(
            List<Effect> effects, String scenario, LoadModel model, int load, Metric metric, String kind, String of) {
        String parity = find(effects, scenario, model, load, metric, kind, of);
        String best = find(effects, scenario, model, load, metric, Effect.atBest(kind), of);
        return best.isEmpty() || parity.isEmpty() || best.equals(parity) ? parity : parity + " → " + best;
    }

    static List<String> scenarios(List<Effect> effects, LoadModel model, int load) {
        return effects.stream()
                .filter(e -> e.model() == model && e.load() == load)
                .map(Effect::scenario)
                .distinct()
                .toList();
    }

    static String find(
            List<Effect> effects, String scenario, LoadModel model, int load, Metric metric, String kind, String of) {
        return effects.stream()
                .filter(e -> e.scenario().equals(scenario)
                        && e.model() == model
                        && e.load() == load
                        && e.metric().equals(metric.id())
                        && e.kind().equals(kind)
                        && e.of().equals(of))
                .findFirst()
                .map(e -> e.ratio().cell())
                .orElse("");
    }

    /** The grid's columns by access id, in the grid's order (the baseline first). */
    private static Map<String, AccessColumn> columns(Measurements results) {
        Map<AccessColumn, String> sorted = new TreeMap<>();
        for (String variant : results.variants()) {
            results.axes(variant)
                    .filter(VariantAxes::inGrid)
                    .ifPresent(a -> sorted.putIfAbsent(AccessColumn.of(a), a.access()));
        }
        Map<String, AccessColumn> columns = new LinkedHashMap<>();
        sorted.forEach((column, id) -> columns.put(id, column));
        return columns;
    }
}
