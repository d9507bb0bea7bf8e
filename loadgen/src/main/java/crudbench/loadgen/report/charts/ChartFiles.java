package crudbench.loadgen.report.charts;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

/** Every chart of compare as a PNG file of one size. */
final class ChartFiles {

    static final int WIDTH = 1000;
    static final int HEIGHT = 560;

    private ChartFiles() {}

    /** Writes the chart as {@code name}.png into {@code dir}; returns the file's name. */
    static String save(Path dir, String name, Chart<?, ?> chart) throws IOException {
        String file = name + ".png";
        try (OutputStream out = Files.newOutputStream(dir.resolve(file))) {
            BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
        }
        return file;
    }
}
