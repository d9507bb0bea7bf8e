package crudbench.loadgen.report.charts;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.model.RepeatRange;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.ScenarioRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * The charts the published studies show, drawn with XChart: throughput and p99 against
 * concurrency (closed model), p99 against offered load (open model), CPU per request, and
 * memory; then the grid's ({@link GridCharts}). PNG files, one per chart.
 */
public final class Charts {

    private Charts() {}

    /** Writes the charts into {@code dir} and returns their file names. */
    public static List<String> write(Path dir, RunModel run) throws IOException {
        Measurements results = run.data();
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(dir);
        int users = results.referenceUsers();
        List<String> written = new ArrayList<>();
        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            written.addAll(sweep(dir, results, LoadModel.CLOSED, scenario, "concurrent users", true));
        }
        for (String scenario : results.scenarios(LoadModel.OPEN)) {
            written.addAll(sweep(dir, results, LoadModel.OPEN, scenario, "offered load (requests/s)", false));
        }
        written.addAll(cpu(dir, results, users));
        written.addAll(memory(dir, results, users));
        written.addAll(GridCharts.write(dir, run));
        return written;
    }

    private static List<String> sweep(
            Path dir, Measurements results, LoadModel model, String scenario, String xTitle, boolean throughputToo)
            throws IOException {
        List<ScenarioRow> mine = results.rows().stream()
                .filter(r -> r.loadModel() == model && r.scenario().equals(scenario))
                .toList();
        if (mine.isEmpty()) {
            return List.of();
        }
        List<String> files = new ArrayList<>();
        if (throughputToo) {
            files.add(xy(
                    dir,
                    model.id() + "-throughput-" + scenario,
                    scenario + ": throughput against concurrency",
                    xTitle,
                    "requests/s",
                    mine,
                    results.variants(),
                    ScenarioRow::throughput));
        }
        files.add(xy(
                dir,
                model.id() + "-p99-" + scenario,
                scenario + ": p99 latency, " + model.id() + " model",
                xTitle,
                "p99 (ms)",
                mine,
                results.variants(),
                r -> r.latency().p99Ms()));
        return files;
    }

    private static String xy(
            Path dir,
            String name,
            String title,
            String xTitle,
            String yTitle,
            List<ScenarioRow> rows,
            List<String> variants,
            Function<ScenarioRow, Double> value)
            throws IOException {
        XYChart chart = new XYChartBuilder()
                .width(ChartFiles.WIDTH)
                .height(ChartFiles.HEIGHT)
                .title(title)
                .xAxisTitle(xTitle)
                .yAxisTitle(yTitle)
                .build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setXAxisLogarithmicDecadeOnly(false);
        chart.getStyler().setMarkerSize(7);
        chart.getStyler().setDecimalPattern("#,##0.##");
        chart.getStyler().setYAxisMin(0.0);
        for (String variant : variants) {
            List<Integer> loads = rows.stream()
                    .filter(r -> r.variant().equals(variant))
                    .map(ScenarioRow::load)
                    .distinct()
                    .sorted()
                    .toList();
            if (loads.isEmpty()) {
                continue;
            }
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (int load : loads) {
                xs.add((double) load);
                ys.add(rows.stream()
                        .filter(r -> r.variant().equals(variant) && r.load() == load)
                        .map(value)
                        .filter(Objects::nonNull)
                        .mapToDouble(Double::doubleValue)
                        .average()
                        .orElse(0));
            }
            chart.addSeries(variant, xs, ys);
        }
        return ChartFiles.save(dir, name, chart);
    }

    private static List<String> cpu(Path dir, Measurements results, int users) throws IOException {
        List<String> scenarios = results.scenarios(LoadModel.CLOSED);
        CategoryChart chart = new CategoryChartBuilder()
                .width(ChartFiles.WIDTH)
                .height(ChartFiles.HEIGHT)
                .title("app CPU per request, closed model at " + users + " users")
                .xAxisTitle("scenario")
                .yAxisTitle("CPU ms per request")
                .build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setDecimalPattern("#0.###");
        boolean any = false;
        for (String variant : results.variants()) {
            List<Double> values = new ArrayList<>();
            for (String scenario : scenarios) {
                values.add(results.cell(variant, LoadModel.CLOSED, users, scenario)
                        .map(PointSummary::appCpuPerReq)
                        .map(RepeatRange::mean)
                        .orElse(0.0));
            }
            if (values.stream().anyMatch(v -> v > 0)) {
                chart.addSeries(variant, scenarios, values);
                any = true;
            }
        }
        return any ? List.of(ChartFiles.save(dir, "cpu-per-request", chart)) : List.of();
    }

    private static List<String> memory(Path dir, Measurements results, int users) throws IOException {
        List<String> shown = new ArrayList<>();
        List<Double> rss = new ArrayList<>();
        List<Double> startup = new ArrayList<>();
        for (String variant : results.variants()) {
            double max = results.rows().stream()
                    .filter(r -> r.variant().equals(variant)
                            && r.loadModel() == LoadModel.CLOSED
                            && r.load() == users
                            && r.usage().rssMaxMb() != null)
                    .mapToDouble(r -> r.usage().rssMaxMb())
                    .max()
                    .orElse(0);
            if (max > 0) {
                shown.add(variant);
                rss.add(max);
                Double startupMs = results.facts(variant).startupMs();
                startup.add(startupMs == null ? 0 : startupMs);
            }
        }
        if (shown.isEmpty()) {
            return List.of();
        }
        CategoryChart chart = new CategoryChartBuilder()
                .width(ChartFiles.WIDTH)
                .height(ChartFiles.HEIGHT)
                .title("resident memory under load (max RSS, closed model at " + users + " users)")
                .xAxisTitle("variant")
                .yAxisTitle("MB")
                .build();
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setDecimalPattern("#0");
        chart.getStyler().setXAxisLabelRotation(30);
        chart.addSeries("RSS", shown, rss);
        CategoryChart start = new CategoryChartBuilder()
                .width(ChartFiles.WIDTH)
                .height(ChartFiles.HEIGHT)
                .title("startup: process start to the first healthy /health")
                .xAxisTitle("variant")
                .yAxisTitle("ms")
                .build();
        start.getStyler().setLegendVisible(false);
        start.getStyler().setDecimalPattern("#0");
        start.getStyler().setXAxisLabelRotation(30);
        start.addSeries("startup", shown, startup);
        return List.of(ChartFiles.save(dir, "memory", chart), ChartFiles.save(dir, "startup", start));
    }
}
