package crudbench.loadgen.report.grid;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * compare.md's table of each framework's own cells at the equal load: each column over the same framework's JDBC on
 * platform threads, app CPU per request in the open model, at parity and, where a variant of the cell runs at its
 * best, at best after "→". These are the CPU figures What to pick judges, each run's as it enters there.
 */
public final class EqualLoadTables {

    private EqualLoadTables() {}

    /** The section; empty for a run without an equal load or without a grid. */
    public static String markdown(RunModel run) {
        List<Effect> cells = run.views().equalLoadCells();
        if (cells.isEmpty()) {
            return "";
        }
        int rate = cells.getFirst().load();
        Map<String, AccessColumn> headers = headers(run);
        Set<String> scenarios = new LinkedHashSet<>();
        Set<String> frameworks = new LinkedHashSet<>();
        Set<String> columns = new LinkedHashSet<>();
        Map<String, RatioInterval> parity = new LinkedHashMap<>();
        Map<String, RatioInterval> best = new LinkedHashMap<>();
        for (Effect cell : cells) {
            scenarios.add(cell.scenario());
            frameworks.add(cell.framework());
            columns.add(cell.of());
            String key = key(cell.scenario(), cell.framework(), cell.of());
            (cell.kind().equals(Effect.CELL) ? parity : best).put(key, cell.ratio());
        }
        List<String> header = new ArrayList<>(List.of("framework", "scenario"));
        columns.forEach(c -> header.add(
                Optional.ofNullable(headers.get(c)).map(AccessColumn::header).orElse(c) + ">"));
        Table table = new Table(header.toArray(String[]::new));
        boolean tuned = false;
        for (String framework : frameworks) {
            for (String scenario : scenarios) {
                List<Object> row = new ArrayList<>(List.of(framework, scenario));
                for (String column : columns) {
                    String key = key(scenario, framework, column);
                    String cell = cell(parity.get(key), best.get(key));
                    tuned |= cell.contains("→");
                    row.add(cell);
                }
                table.row(row.toArray());
            }
        }
        String baseline = cells.getFirst().over();
        return "\n### App CPU per request at equal load (open, " + rate + " requests/s)\n\n"
                + "Each framework's own cells: each column over the same framework's "
                + Optional.ofNullable(headers.get(baseline))
                        .map(AccessColumn::prose)
                        .orElse(baseline)
                + ", app CPU per request at " + rate + " requests/s (open model, a rate every variant served), with"
                + " its 95% interval"
                + (tuned
                        ? "; → the same with every variant at its best, where a variant of the cell has settings of"
                                + " its own"
                        : "")
                + ". These are the CPU cells What to pick judges.\n\n"
                + table.markdown();
    }

    private static String key(String scenario, String framework, String column) {
        return scenario + "\n" + framework + "\n" + column;
    }

    /** "1.10x [0.83–1.46]", "→ 1.02x [..]" after it where the cell at best is another figure; empty where unmeasured. */
    private static String cell(RatioInterval parity, RatioInterval best) {
        if (parity == null) {
            return "";
        }
        if (best == null || same(parity, best)) {
            return parity.cell();
        }
        return parity.cell() + " → " + best.cell();
    }

    /** One figure twice: no variant of the cell runs at settings of its own. */
    private static boolean same(RatioInterval a, RatioInterval b) {
        return a.estimate() == b.estimate() && a.low() == b.low() && a.high() == b.high();
    }

    /** The columns as the closed-model grids name them, by access id. */
    private static Map<String, AccessColumn> headers(RunModel run) {
        Map<String, AccessColumn> headers = new LinkedHashMap<>();
        for (GridView grid : run.grids().values()) {
            grid.columns().forEach(c -> headers.putIfAbsent(c.id(), c));
        }
        return headers;
    }
}
