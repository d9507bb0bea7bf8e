package crudbench.loadgen;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;

/**
 * The charts the published studies show, drawn with XChart: throughput and p99 against
 * concurrency (closed model), p99 against offered load (open model), CPU per request, and
 * memory. PNG files, one per chart.
 */
final class Charts {

    private static final int WIDTH = 1000;
    private static final int HEIGHT = 560;

    private Charts() {
    }

    /** Writes the charts into {@code dir} and returns their file names. */
    static List<String> write(Path dir, List<ScenarioRow> rows, List<BenchSummary.VariantRun> runs, List<String> variants,
                              int referenceUsers) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(dir);
        List<String> written = new ArrayList<>();
        for (String scenario : BenchProfile.CLOSED_SCENARIOS) {
            written.addAll(sweep(dir, rows, variants, "closed", scenario, "concurrent users", true));
        }
        for (String scenario : BenchProfile.OPEN_SCENARIOS) {
            written.addAll(sweep(dir, rows, variants, "open", scenario, "offered load (requests/s)", false));
        }
        written.addAll(cpu(dir, rows, variants, referenceUsers));
        written.addAll(memory(dir, rows, runs, variants, referenceUsers));
        return written;
    }

    private static List<String> sweep(Path dir, List<ScenarioRow> rows, List<String> variants, String loadModel,
                                      String scenario, String xTitle, boolean throughputToo) throws IOException {
        List<ScenarioRow> mine = rows.stream()
                .filter(r -> r.loadModel().equals(loadModel) && r.scenario().equals(scenario) && !r.warmup()).toList();
        if (mine.isEmpty()) {
            return List.of();
        }
        List<String> files = new ArrayList<>();
        if (throughputToo) {
            files.add(xy(dir, loadModel + "-throughput-" + scenario, scenario + ": throughput against concurrency",
                    xTitle, "requests/s", mine, variants, ScenarioRow::throughput));
        }
        files.add(xy(dir, loadModel + "-p99-" + scenario, scenario + ": p99 latency, " + (throughputToo
                        ? "closed model" : "open model"), xTitle, "p99 (ms)", mine, variants, ScenarioRow::p99Ms));
        return files;
    }

    private static String xy(Path dir, String name, String title, String xTitle, String yTitle, List<ScenarioRow> rows,
                             List<String> variants, Function<ScenarioRow, Double> value) throws IOException {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setXAxisLogarithmicDecadeOnly(false);
        chart.getStyler().setMarkerSize(7);
        chart.getStyler().setDecimalPattern("#,##0.##");
        chart.getStyler().setYAxisMin(0.0);
        for (String variant : variants) {
            List<Integer> loads = rows.stream().filter(r -> r.variant().equals(variant)).map(ScenarioRow::load)
                    .distinct().sorted().toList();
            if (loads.isEmpty()) {
                continue;
            }
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (int load : loads) {
                xs.add((double) load);
                ys.add(rows.stream().filter(r -> r.variant().equals(variant) && r.load() == load)
                        .map(value).filter(Objects::nonNull).mapToDouble(Double::doubleValue).average().orElse(0));
            }
            chart.addSeries(variant, xs, ys);
        }
        return save(dir, name, chart);
    }

    private static List<String> cpu(Path dir, List<ScenarioRow> rows, List<String> variants, int users) throws IOException {
        List<ScenarioRow> ref = rows.stream().filter(r -> r.loadModel().equals("closed") && r.load() == users && !r.warmup()
                && r.appCpuPerRequest() != null).toList();
        if (ref.isEmpty()) {
            return List.of();
        }
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title("app CPU per request, closed model at " + users + " users").xAxisTitle("scenario")
                .yAxisTitle("CPU ms per request").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setDecimalPattern("#0.###");
        List<String> scenarios = BenchProfile.CLOSED_SCENARIOS.stream()
                .filter(s -> ref.stream().anyMatch(r -> r.scenario().equals(s))).toList();
        for (String variant : variants) {
            List<Double> values = new ArrayList<>();
            for (String scenario : scenarios) {
                values.add(ref.stream().filter(r -> r.variant().equals(variant) && r.scenario().equals(scenario))
                        .map(ScenarioRow::appCpuPerRequest).filter(Objects::nonNull).mapToDouble(Double::doubleValue)
                        .average().orElse(0));
            }
            if (values.stream().anyMatch(v -> v > 0)) {
                chart.addSeries(variant, scenarios, values);
            }
        }
        return List.of(save(dir, "cpu-per-request", chart));
    }

    private static List<String> memory(Path dir, List<ScenarioRow> rows, List<BenchSummary.VariantRun> runs,
                                       List<String> variants, int users) throws IOException {
        List<String> shown = new ArrayList<>();
        List<Double> rss = new ArrayList<>();
        List<Double> startup = new ArrayList<>();
        for (String variant : variants) {
            double max = rows.stream().filter(r -> r.variant().equals(variant) && r.loadModel().equals("closed")
                            && r.load() == users && r.rssMaxMb() != null)
                    .mapToDouble(ScenarioRow::rssMaxMb).max().orElse(0);
            if (max > 0) {
                shown.add(variant);
                rss.add(max);
                startup.add(runs.stream().filter(r -> r.variant().equals(variant) && r.startupMs() != null)
                        .mapToDouble(BenchSummary.VariantRun::startupMs).average().orElse(0));
            }
        }
        if (shown.isEmpty()) {
            return List.of();
        }
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title("resident memory under load (max RSS, closed model at " + users + " users)")
                .xAxisTitle("variant").yAxisTitle("MB").build();
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setDecimalPattern("#0");
        chart.addSeries("RSS", shown, rss);
        CategoryChart start = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title("startup: process start to the first healthy /health").xAxisTitle("variant").yAxisTitle("ms").build();
        start.getStyler().setLegendVisible(false);
        start.getStyler().setDecimalPattern("#0");
        start.addSeries("startup", shown, startup);
        return List.of(save(dir, "memory", chart), save(dir, "startup", start));
    }

    private static String save(Path dir, String name, Chart<?, ?> chart) throws IOException {
        String file = name + ".png";
        try (OutputStream out = Files.newOutputStream(dir.resolve(file))) {
            BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
        }
        return file;
    }
}
