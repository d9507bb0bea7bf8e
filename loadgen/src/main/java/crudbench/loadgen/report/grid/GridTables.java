package crudbench.loadgen.report.grid;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.model.WebDriverGrid;
import crudbench.loadgen.results.RatioInterval;
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

    public static String markdown(RunModel run) {
        int users = run.data().referenceUsers();
        List<GridView> grids =
                run.grids().values().stream().filter(g -> !g.isEmpty()).toList();
        if (grids.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n## Data access × framework (closed, " + users + " users)\n\n");
        md.append("Frameworks as rows; columns say which driver makes the database call and where the request waits"
                + " for it. Each cell: requests/s · app CPU ms per request, the geometric mean over rounds (⚑: flagged)."
                + " Cross-stack variants are in the web × driver tables. Effects are ratios with their 95% interval"
                + " over the rounds, each round's cells compared with each other: the data-access effect is a column over"
                + " JDBC on platform threads averaged over the frameworks, the framework effect a framework over the"
                + " average framework averaged over the columns they share, and the interaction how far one framework's"
                + " driver effect strays from the column's.\n");
        for (GridView grid : grids) {
            md.append("\n### ").append(grid.scenario()).append("\n\n");
            answers(grid).forEach(a -> md.append("**").append(a).append("**\n\n"));
            md.append(grid(grid).markdown());
            grid.shadowed()
                    .forEach(v -> md.append("\n")
                            .append(v)
                            .append(" shares its cell with an earlier variant" + " and is left out of the grid.\n"));
            if (grid.columns().size() > 1) {
                md.append("\nMain effects (throughput · CPU per request):\n\n")
                        .append(mainEffects(grid).markdown());
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
            for (WebDriverGrid web : grid.webDriver()) {
                md.append("\nWeb stack × driver, ")
                        .append(web.framework())
                        .append(" (requests/s · CPU ms per request, variant):\n\n")
                        .append(webDriver(web).markdown());
            }
        }
        md.append(EqualLoadTables.markdown(run));
        return md.toString();
    }

    /** The scenario's one-line answers: the data-access effects on throughput and on CPU, then the frameworks'. */
    public static List<String> answers(GridView grid) {
        List<String> answers = new ArrayList<>();
        answers.add(GridAnswer.dataAccess(grid, false));
        answers.add(GridAnswer.dataAccess(grid, true));
        GridAnswer.frameworks(grid).ifPresent(answers::add);
        return answers;
    }

    /** Each column over the baseline and each framework over the average one, with the interactions' reach. */
    static Table mainEffects(GridView grid) {
        Table table = new Table("effect", "throughput", "CPU per request", "interaction reach>");
        for (AccessColumn column : grid.columns().subList(1, grid.columns().size())) {
            grid.columnEffect(column).ifPresent(r -> {
                double reach = 0;
                boolean measured = false;
                for (String framework : grid.frameworksWith(column)) {
                    Optional<GridView.Ratios> i = grid.interaction(framework, column);
                    if (i.isPresent() && i.get().throughput().measured()) {
                        measured = true;
                        reach = Math.max(reach, reach(i.get().throughput()));
                        if (i.get().cpu() != null) {
                            reach = Math.max(reach, reach(i.get().cpu()));
                        }
                    }
                }
                table.row(
                        column.header() + " over " + grid.baseline().header(),
                        r.throughput().cell(),
                        r.cpu() == null ? "n/a" : r.cpu().cell(),
                        measured ? "±" + Numbers.num(reach * 100, 0) + "%" : "");
            });
        }
        for (String framework : grid.frameworks()) {
            grid.frameworkMainEffect(framework)
                    .ifPresent(r -> table.row(
                            framework + " over the average framework",
                            r.throughput().cell(),
                            r.cpu() == null ? "n/a" : r.cpu().cell(),
                            ""));
        }
        return table;
    }

    /** How far an interaction's interval reaches from 1.00x. */
    private static double reach(RatioInterval i) {
        return Math.max(i.high() - 1, 1 - i.low());
    }

    public static Table grid(GridView grid) {
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

    static Table driverEffect(GridView grid) {
        List<AccessColumn> others = grid.columns().subList(1, grid.columns().size());
        Table table = new Table(headers("framework", others));
        for (String framework : grid.frameworks()) {
            List<Object> row = new ArrayList<>(List.of(framework));
            others.forEach(c -> row.add(
                    grid.driverEffect(framework, c).map(GridTables::ratios).orElse("")));
            table.row(row.toArray());
        }
        return table;
    }

    static Table frameworkEffect(GridView grid) {
        Table table = new Table(headers("framework", grid.columns()));
        for (String framework : grid.frameworks()) {
            List<Object> row = new ArrayList<>(List.of(framework));
            for (AccessColumn column : grid.columns()) {
                String variant = grid.variant(framework, column);
                boolean bestThroughput = variant != null
                        && grid.best(column, Metric.THROUGHPUT)
                                .filter(variant::equals)
                                .isPresent();
                boolean bestCpu = variant != null
                        && grid.best(column, Metric.APP_CPU)
                                .filter(variant::equals)
                                .isPresent();
                row.add(grid.frameworkEffect(framework, column)
                        .map(r -> (bestThroughput ? "best" : r.throughput().label()) + " · "
                                + (bestCpu
                                        ? "best"
                                        : r.cpu() == null ? "n/a" : r.cpu().label()))
                        .orElse(""));
            }
            table.row(row.toArray());
        }
        return table;
    }

    /** "0.75x [0.70–0.80] · 1.45x [1.31–1.60]"; ~ marks an interval that holds 1.00x. */
    private static String ratios(GridView.Ratios r) {
        return mark(r.throughput()) + " · " + (r.cpu() == null ? "n/a" : mark(r.cpu()));
    }

    private static String mark(RatioInterval i) {
        return i.cell();
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
}
