package crudbench.loadgen.report.html;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.model.RepeatRange;
import crudbench.loadgen.model.WebDriverGrid;
import crudbench.loadgen.report.grid.GridTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One closed-model scenario's grid as the page draws it: the cells (the raw figures behind the
 * heat map's ratios), the main effects of the answer's table, the one-line answers compare.md
 * prints above the same grid, every ratio of the heat map (the driver effects) and of the forest
 * plots, and each web × driver table. All of it is read off {@link GridView}, the
 * model behind compare.md's grid, so that the two cannot disagree.
 *
 * @param answers      {@link GridTables#answers}, word for word
 * @param columnEffect each column but the baseline over the baseline, averaged over the frameworks
 * @param frameworkEffect each framework over the average framework
 * @param driverEffect each framework's own column over its baseline column: the framework held fixed
 * @param interaction  how far a framework's driver effect strays from the column's main effect
 * @param bestOfColumn each framework over the column's best: the data access held fixed
 */
record GridData(
        String scenario,
        List<String> answers,
        List<Cell> cells,
        @JsonUnwrapped Effects effects,
        List<WebDriverTable> webDriver) {

    /** Flat in the page's JSON, as bench.js reads them. */
    record Effects(
            List<GridRatio> columnEffect,
            List<GridRatio> frameworkEffect,
            List<GridRatio> driverEffect,
            List<GridRatio> interaction,
            List<GridRatio> bestOfColumn) {}

    /**
     * One variant in the grid.
     *
     * @param cpu app CPU ms per request, null where /proc could not be read
     */
    record Cell(
            String framework,
            String column,
            String variant,
            double throughput,
            Double cpu,
            double p99Ms,
            long errors,
            boolean flagged) {

        static Cell of(String framework, String column, PointSummary p) {
            RepeatRange cpu = p.appCpuPerReq();
            return new Cell(
                    framework,
                    column,
                    p.variant(),
                    p.throughput().mean(),
                    cpu == null ? null : cpu.mean(),
                    p.p99Ms(),
                    p.errors(),
                    p.flagged());
        }
    }

    /**
     * A ratio of the grid for both figures; framework or column is null where the effect is over
     * all of them.
     */
    record GridRatio(String framework, String column, Ratio throughput, Ratio cpu) {

        static GridRatio of(String framework, String column, GridView.Ratios r) {
            return new GridRatio(framework, column, Ratio.of(r.throughput()), Ratio.of(r.cpu()));
        }
    }

    /** A framework with more than one web stack: its web stacks against the drivers (registry ids) that run on several. */
    record WebDriverTable(String framework, List<String> webs, List<String> drivers, List<WebCell> cells) {}

    /** @param driver the registry's driver id, whose colour the page gives the column's header */
    record WebCell(String web, String driver, String variant, double throughput, Double cpu, boolean flagged) {}

    static Optional<GridData> of(GridView grid) {
        if (grid.isEmpty()) {
            return Optional.empty();
        }
        List<AccessColumn> columns = grid.columns();
        List<AccessColumn> others = columns.subList(1, columns.size());
        List<Cell> cells = new ArrayList<>();
        List<GridRatio> driver = new ArrayList<>();
        List<GridRatio> interaction = new ArrayList<>();
        List<GridRatio> best = new ArrayList<>();
        for (String framework : grid.frameworks()) {
            for (AccessColumn column : columns) {
                grid.cell(framework, column).ifPresent(p -> cells.add(Cell.of(framework, column.id(), p)));
                grid.frameworkEffect(framework, column)
                        .ifPresent(r -> best.add(GridRatio.of(framework, column.id(), r)));
            }
            for (AccessColumn column : others) {
                grid.driverEffect(framework, column)
                        .ifPresent(r -> driver.add(GridRatio.of(framework, column.id(), r)));
                grid.interaction(framework, column)
                        .ifPresent(r -> interaction.add(GridRatio.of(framework, column.id(), r)));
            }
        }
        List<GridRatio> columnEffect = new ArrayList<>();
        others.forEach(c -> grid.columnEffect(c).ifPresent(r -> columnEffect.add(GridRatio.of(null, c.id(), r))));
        List<GridRatio> frameworkEffect = new ArrayList<>();
        grid.frameworks()
                .forEach(
                        f -> grid.frameworkMainEffect(f).ifPresent(r -> frameworkEffect.add(GridRatio.of(f, null, r))));
        return Optional.of(new GridData(
                grid.scenario(),
                GridTables.answers(grid),
                cells,
                new Effects(columnEffect, frameworkEffect, driver, interaction, best),
                webDrivers(grid)));
    }

    private static List<WebDriverTable> webDrivers(GridView grid) {
        List<WebDriverTable> tables = new ArrayList<>();
        for (WebDriverGrid web : grid.webDriver()) {
            List<WebCell> cells = new ArrayList<>();
            for (String stack : web.webs()) {
                for (String driver : web.drivers()) {
                    web.cell(stack, driver).ifPresent(p -> {
                        RepeatRange cpu = p.appCpuPerReq();
                        cells.add(new WebCell(
                                stack,
                                driver,
                                p.variant(),
                                p.throughput().mean(),
                                cpu == null ? null : cpu.mean(),
                                p.flagged()));
                    });
                }
            }
            tables.add(new WebDriverTable(web.framework(), web.webs(), web.drivers(), cells));
        }
        return tables;
    }
}
