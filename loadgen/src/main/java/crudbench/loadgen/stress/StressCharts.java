package crudbench.loadgen.stress;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * The stress run's charts, drawn with XChart as the bench's are: the soak's RSS and p99 over
 * time (every variant in one chart each), and per variant the overload's and the outage's
 * answers per second.
 */
final class StressCharts {

    private static final int WIDTH = 1000;
    private static final int HEIGHT = 560;

    /** One variant's soak, as charted. */
    record SoakSeries(List<Second> seconds, List<RssSample> rss) {}

    private StressCharts() {}

    static List<String> soak(Path dir, Map<String, SoakSeries> byVariant) throws IOException {
        if (byVariant.isEmpty()) {
            return List.of();
        }
        XYChart rss = chart("soak: resident memory of the app", "MB");
        XYChart p99 = chart("soak: p99 latency per second", "p99 (ms)");
        byVariant.forEach((variant, series) -> {
            if (!series.rss().isEmpty()) {
                rss.addSeries(
                        variant,
                        series.rss().stream().map(s -> s.atMs() / 1000).toList(),
                        series.rss().stream().map(s -> s.bytes() / 1e6).toList());
            }
            List<Second> answered = series.seconds().stream()
                    .filter(s -> !Double.isNaN(s.p99Ms()))
                    .toList();
            if (!answered.isEmpty()) {
                p99.addSeries(
                        variant,
                        answered.stream().map(s -> (double) s.second()).toList(),
                        answered.stream().map(Second::p99Ms).toList());
            }
        });
        List<String> files = new ArrayList<>();
        if (!rss.getSeriesMap().isEmpty()) {
            files.add(save(dir, "soak-rss", rss));
        }
        if (!p99.getSeriesMap().isEmpty()) {
            files.add(save(dir, "soak-p99", p99));
        }
        return files;
    }

    /** Per second of the run: requests due, and how many got a 2xx, a 503 problem, or something not allowed. */
    static String timeline(Path dir, String name, String title, List<Second> seconds) throws IOException {
        XYChart chart = chart(title, "requests due in the second");
        List<Double> xs = seconds.stream().map(s -> (double) s.second()).toList();
        chart.addSeries(
                "due", xs, seconds.stream().map(s -> (double) s.requests()).toList());
        chart.addSeries("2xx", xs, seconds.stream().map(s -> (double) s.ok()).toList());
        chart.addSeries(
                "503 problem",
                xs,
                seconds.stream().map(s -> (double) s.problem503()).toList());
        chart.addSeries(
                "not allowed",
                xs,
                seconds.stream().map(s -> (double) s.unacceptable()).toList());
        chart.addSeries(
                "not sent", xs, seconds.stream().map(s -> (double) s.notSent()).toList());
        return save(dir, name, chart);
    }

    private static XYChart chart(String title, String yTitle) {
        XYChart chart = new XYChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(title)
                .xAxisTitle("seconds")
                .yAxisTitle(yTitle)
                .build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setMarkerSize(0);
        chart.getStyler().setDecimalPattern("#,##0.#");
        chart.getStyler().setYAxisMin(0.0);
        return chart;
    }

    private static String save(Path dir, String name, XYChart chart) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(dir);
        String file = name + ".png";
        try (OutputStream out = Files.newOutputStream(dir.resolve(file))) {
            BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
        }
        return file;
    }
}
