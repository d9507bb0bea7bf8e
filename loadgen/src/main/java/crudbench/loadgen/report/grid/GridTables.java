package crudbench.loadgen.report.grid;

import crudbench.loadgen.analysis.Measurements;
import crudbench.loadgen.analysis.PointSummary;
import crudbench.loadgen.analysis.RepeatRange;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Markdown of the grid, one section per closed-model scenario: the one-line answer
 * ({@link GridAnswer}), the grid of throughput and CPU per request, the driver effect with the
 * framework held fixed, the framework effect with the data access held fixed, and for a
 * framework with more than one web stack its web × driver table.
 */
public final class GridTables {

    private GridTables() {}

    public static String markdown(Measurements results, int users) {
        List<Grid> grids = results.scenarios(LoadModel.CLOSED).stream()
                .map(s -> Grid.of(results, s, users))
                .filter(g -> !g.isEmpty())
                .toList();
        if (grids.isEmpty()) {
            return "";
        }
        boolean oneRepeat = results.rows().stream().noneMatch(r -> r.repeat() > 1)
                && results.summaries().size() == 1;
        StringBuilder md = new StringBuilder("\n## Data access × framework (closed, " + users + " users)\n\n");
        md.append("Frameworks as rows; columns say which driver makes the database call and where the request waits"
                + " for it. Each cell: requests/s · app CPU ms per request, the mean of every repeat (⚑: flagged)."
                + " Cross-stack variants are in the web × driver tables. A ratio marked ~ has a range over repeats"
                + " (every repeat of one cell against every repeat of the other) that includes 1.00x: no measured"
                + " difference.");
        md.append(oneRepeat ? " These results have one repeat, so no ratio has a measured spread.\n" : "\n");
        for (Grid grid : grids) {
            md.append("\n### ").append(grid.scenario()).append("\n\n");
            md.append("**").append(GridAnswer.of(grid)).append("**\n\n");
            md.append(grid(grid).markdown());
            grid.shadowed()
                    .forEach(v -> md.append("\n")
                            .append(v)
                            .append(" shares its cell with an earlier variant" + " and is left out of the grid.\n"));
            if (grid.columns().size() > 1) {
                md.append("\nDriver effect, the framework held fixed: each column over ")
                        .append(grid.baseline().header())
                        .append(" (throughput · CPU per request).\n\n")
                        .append(driverEffect(grid).markdown());
            }
            if (grid.frameworks().size() > 1) {
                md.append("\nFramework effect, the data access held fixed: each framework over the column's best"
                                + " (most throughput · least CPU per request).\n\n")
                        .append(frameworkEffect(grid).markdown());
            }
            for (WebDriverGrid web : WebDriverGrid.of(results, grid.scenario(), users)) {
                md.append("\nWeb stack × driver, ")
                        .append(web.framework())
                        .append(" (requests/s · CPU ms per request, variant):\n\n")
                        .append(webDriver(web).markdown());
            }
        }
        return md.toString();
    }

    static Table grid(Grid grid) {
        Table table = new Table(headers("framework", grid.columns()));
        for (String framework : grid.frameworks()) {
            List<Object> row = new ArrayList<>(List.of(framework));
            grid.columns()
                    .forEach(c -> row.add(
                            grid.cell(framework, c).map(GridTables::cell).orElse("")));
            table.row(row.toArray());
        }
        return table;
    }

    static Table driverEffect(Grid grid) {
        List<AccessColumn> others = grid.columns().subList(1, grid.columns().size());
        Table table = new Table(headers("framework", others));
        for (String framework : grid.frameworks()) {
            List<Object> row = new ArrayList<>(List.of(framework));
            others.forEach(c -> row.add(grid.driverEffect(framework, c)
                    .map(r -> ratio(r.throughput(), false) + " · " + ratio(r.cpu(), false))
                    .orElse("")));
            table.row(row.toArray());
        }
        return table;
    }

    static Table frameworkEffect(Grid grid) {
        Table table = new Table(headers("framework", grid.columns()));
        for (String framework : grid.frameworks()) {
            List<Object> row = new ArrayList<>(List.of(framework));
            for (AccessColumn column : grid.columns()) {
                Optional<PointSummary> cell = grid.cell(framework, column);
                boolean bestThroughput = cell.isPresent() && cell.equals(grid.bestThroughput(column));
                boolean bestCpu = cell.isPresent() && cell.equals(grid.bestCpu(column));
                row.add(grid.frameworkEffect(framework, column)
                        .map(r -> ratio(r.throughput(), bestThroughput) + " · " + ratio(r.cpu(), bestCpu))
                        .orElse(""));
            }
            table.row(row.toArray());
        }
        return table;
    }

    static Table webDriver(WebDriverGrid web) {
        List<String> headers = new ArrayList<>(List.of("web stack"));
        web.drivers().forEach(d -> headers.add(AccessColumn.driverName(d) + ">"));
        Table table = new Table(headers.toArray(String[]::new));
        for (String stack : web.webs()) {
            List<Object> row = new ArrayList<>(List.of(stack));
            web.drivers()
                    .forEach(d -> row.add(web.cell(stack, d)
                            .map(c -> cell(c) + " (" + c.variant() + ")")
                            .orElse("")));
            table.row(row.toArray());
        }
        return table;
    }

    private static String[] headers(String first, List<AccessColumn> columns) {
        List<String> headers = new ArrayList<>(List.of(first));
        columns.forEach(c -> headers.add(c.header() + ">"));
        return headers.toArray(String[]::new);
    }

    static String cell(PointSummary c) {
        return Numbers.rate(c.throughput().mean()) + " · "
                + (c.appCpuPerReq() == null
                        ? "n/a"
                        : Numbers.num(c.appCpuPerReq().mean(), 3)) + (c.flagged() ? " ⚑" : "");
    }

    /** The mean ratio; ~ when its range over repeats includes 1.00x; the reference cell itself is exactly 1.00x. */
    static String ratio(RepeatRange ratio, boolean reference) {
        if (reference) {
            return Numbers.ratio(1);
        }
        if (ratio == null) {
            return "n/a";
        }
        return (ratio.repeated() && ratio.includes(1) ? "~" : "") + Numbers.ratio(ratio.mean());
    }
}
