package crudbench.loadgen.report.charts;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.model.RunModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.Styler;

/**
 * The grid as charts, two per closed-model scenario: throughput and app CPU per request,
 * grouped by framework with one bar per data-access column, each column in its own colour
 * in every chart ({@link AccessColumn#colour()}). Whether one driver beats another in every
 * framework shows at a glance.
 */
final class GridCharts {

    private GridCharts() {}

    static List<String> write(Path dir, RunModel run) throws IOException {
        List<String> written = new ArrayList<>();
        int users = run.data().referenceUsers();
        for (GridView grid : run.grids().values()) {
            if (grid.isEmpty()) {
                continue;
            }
            String scenario = grid.scenario();
            bars(
                            dir,
                            "grid-throughput-" + scenario,
                            scenario + ": throughput by framework and data access, " + users + " users",
                            "requests/s",
                            "#,##0",
                            grid,
                            c -> c.throughput().mean())
                    .ifPresent(written::add);
            bars(
                            dir,
                            "grid-cpu-" + scenario,
                            scenario + ": app CPU per request by framework and data access, " + users + " users",
                            "CPU ms per request",
                            "#0.###",
                            grid,
                            c -> c.appCpuPerReq() == null
                                    ? null
                                    : c.appCpuPerReq().mean())
                    .ifPresent(written::add);
        }
        return written;
    }

    private static Optional<String> bars(
            Path dir,
            String name,
            String title,
            String yTitle,
            String pattern,
            GridView grid,
            Function<PointSummary, Double> value)
            throws IOException {
        CategoryChart chart = new CategoryChartBuilder()
                .width(ChartFiles.WIDTH)
                .height(ChartFiles.HEIGHT)
                .title(title)
                .xAxisTitle("framework")
                .yAxisTitle(yTitle)
                .build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setDecimalPattern(pattern);
        chart.getStyler().setYAxisMin(0.0);
        boolean any = false;
        for (AccessColumn column : grid.columns()) {
            List<Double> values = grid.frameworks().stream()
                    .map(f -> grid.cell(f, column).map(value).orElse(null))
                    .toList();
            if (values.stream().allMatch(v -> v == null)) {
                continue;
            }
            CategorySeries series = chart.addSeries(column.header(), grid.frameworks(), values);
            series.setFillColor(column.colour());
            any = true;
        }
        return any ? Optional.of(ChartFiles.save(dir, name, chart)) : Optional.empty();
    }
}
