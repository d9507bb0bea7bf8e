package crudbench.loadgen.report.charts;

import crudbench.loadgen.stress.Second;
import crudbench.loadgen.stress.SoakResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * A stress run's charts, drawn with XChart from its raw series as the bench's are: the soak's RSS
 * and p99 over time (every variant in one chart each), and per variant the overload's, the
 * outage's and the silence's requests per second.
 */
public final class StressCharts {

    private StressCharts() {}

    /** The soak's two charts, each with a line per variant; their file names. */
    public static List<String> soak(Path dir, Map<String, SoakResult> byVariant) throws IOException {
        if (byVariant.isEmpty()) {
            return List.of();
        }
        XYChart rss = chart("soak: resident memory of the app", "MB");
        XYChart p99 = chart("soak: p99 latency per second", "p99 (ms)");
        byVariant.forEach((variant, soak) -> {
            if (!soak.rss().isEmpty()) {
                rss.addSeries(
                        variant,
                        soak.rss().stream().map(s -> s.atMs() / 1000).toList(),
                        soak.rss().stream().map(s -> s.bytes() / 1e6).toList());
            }
            List<Second> answered = soak.seconds().stream()
                    .filter(s -> !Double.isNaN(s.latency().p99Ms()))
                    .toList();
            if (!answered.isEmpty()) {
                p99.addSeries(
                        variant,
                        answered.stream().map(s -> (double) s.second()).toList(),
                        answered.stream().map(s -> s.latency().p99Ms()).toList());
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
    public static String timeline(Path dir, String name, String title, List<Second> seconds) throws IOException {
        XYChart chart = chart(title, "requests due in the second");
        List<Double> xs = seconds.stream().map(s -> (double) s.second()).toList();
        chart.addSeries(
                "due",
                xs,
                seconds.stream().map(s -> (double) s.requests().due()).toList());
        chart.addSeries(
                "2xx", xs, seconds.stream().map(s -> (double) s.requests().ok()).toList());
        chart.addSeries(
                "503 problem",
                xs,
                seconds.stream().map(s -> (double) s.requests().problem503()).toList());
        chart.addSeries(
                "not allowed",
                xs,
                seconds.stream().map(s -> (double) s.requests().unacceptable()).toList());
        chart.addSeries(
                "not sent",
                xs,
                seconds.stream().map(s -> (double) s.requests().notSent()).toList());
        return save(dir, name, chart);
    }

    private static XYChart chart(String title, String yTitle) {
        XYChart chart = new XYChartBuilder()
                .width(ChartFiles.WIDTH)
                .height(ChartFiles.HEIGHT)
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
        return ChartFiles.save(dir, name, chart);
    }
}
