package crudbench.loadgen.report.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Throughput against the database's round trip: one line per data-access column (in its colour
 * of every chart), and the bound Little's law sets, connections over the round trip, dashed.
 */
public final class SweepChart {

    private SweepChart() {}

    /**
     * @param lines  a line's name to its y value at each x, x ascending
     * @param colours a line's colour
     * @param bound  the bound at each x
     */
    public static String write(
            Path dir,
            String name,
            String title,
            double[] roundTripsMs,
            Map<String, double[]> lines,
            Map<String, Color> colours,
            double[] bound)
            throws IOException {
        System.setProperty("java.awt.headless", "true");
        XYChart chart = new XYChartBuilder()
                .width(ChartFiles.WIDTH)
                .height(ChartFiles.HEIGHT)
                .title(title)
                .xAxisTitle("round trip to PostgreSQL (ms, measured)")
                .yAxisTitle("requests/s")
                .build();
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setXAxisDecimalPattern("0.00");
        lines.forEach((line, ys) -> {
            XYSeries s = chart.addSeries(line, roundTripsMs, ys);
            s.setMarker(SeriesMarkers.CIRCLE);
            if (colours.containsKey(line)) {
                s.setLineColor(colours.get(line));
                s.setMarkerColor(colours.get(line));
            }
        });
        XYSeries limit = chart.addSeries("bound: connections ÷ round trip", roundTripsMs, bound);
        limit.setMarker(SeriesMarkers.NONE);
        limit.setLineColor(Color.GRAY);
        limit.setLineStyle(
                new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        return ChartFiles.save(dir, name, chart);
    }
}
