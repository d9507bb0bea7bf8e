package crudbench.loadgen.profile;

import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where B spends more CPU per request than A, on one scenario: each layer's milliseconds per request in both, and the
 * frames that decided the most of the difference. Shares of two profiles are not comparable by themselves (B's 40% of
 * more CPU is more than A's 40%), so every figure is a share times the CPU a request took in the profiled slices.
 */
public record ProfileDiff(Side a, Side b, List<LayerRow> layers, List<FrameRow> frames) {

    /**
     * One variant's profile of the scenario.
     *
     * @param cpuMsPerRequest the app's CPU per request over the profiled slices
     */
    public record Side(String label, LayerCosts costs, double cpuMsPerRequest) {

        double ms(Layer layer) {
            return costs.msPerRequest(layer, cpuMsPerRequest);
        }
    }

    /** A layer's CPU per request in A and in B. */
    public record LayerRow(Layer layer, double aMs, double bMs) {

        public double more() {
            return bMs - aMs;
        }
    }

    /** A deciding frame's CPU per request in A and in B. */
    public record FrameRow(String frame, Layer layer, double aMs, double bMs) {

        public double more() {
            return bMs - aMs;
        }
    }

    /** The layers by what B spends more, the most first, and the {@code top} frames that differ most either way. */
    public static ProfileDiff of(Side a, Side b, int top) {
        List<LayerRow> layers = new ArrayList<>();
        for (Layer layer : Layer.values()) {
            if (a.costs().layers().containsKey(layer) || b.costs().layers().containsKey(layer)) {
                layers.add(new LayerRow(layer, a.ms(layer), b.ms(layer)));
            }
        }
        layers.sort(Comparator.comparingDouble(LayerRow::more).reversed());
        Map<String, FrameRow> frames = new LinkedHashMap<>();
        collect(frames, a, true);
        collect(frames, b, false);
        List<FrameRow> biggest = frames.values().stream()
                .sorted(Comparator.comparingDouble((FrameRow f) -> Math.abs(f.more()))
                        .reversed())
                .limit(top)
                .toList();
        return new ProfileDiff(a, b, List.copyOf(layers), biggest);
    }

    private static void collect(Map<String, FrameRow> into, Side side, boolean isA) {
        if (side.costs().samples() == 0) {
            return;
        }
        side.costs()
                .frames()
                .forEach((layer, byFrame) -> byFrame.forEach((frame, n) -> {
                    double ms = (double) n / side.costs().samples() * side.cpuMsPerRequest();
                    String key = layer + " " + frame;
                    FrameRow was = into.getOrDefault(key, new FrameRow(frame, layer, 0, 0));
                    into.put(
                            key,
                            isA
                                    ? new FrameRow(frame, layer, was.aMs() + ms, was.bMs())
                                    : new FrameRow(frame, layer, was.aMs(), was.bMs() + ms));
                }));
    }

    /** The layer with the most of B's extra CPU per request (B's least where B spends less overall). */
    public LayerRow largest() {
        return layers.getFirst();
    }

    /** The two tables: by layer, then by deciding frame. */
    public String markdown() {
        Table byLayer = new Table("layer", a.label() + ", ms/request", b.label() + ", ms/request", "B − A");
        for (LayerRow r : layers) {
            byLayer.row(r.layer().label(), ms(r.aMs()), ms(r.bMs()), signed(r.more()));
        }
        byLayer.row(
                "**all of the app's CPU**",
                ms(a.cpuMsPerRequest()),
                ms(b.cpuMsPerRequest()),
                signed(b.cpuMsPerRequest() - a.cpuMsPerRequest()));
        Table byFrame = new Table("frame that decided the layer", "layer", "A, ms/request", "B, ms/request", "B − A");
        for (FrameRow f : frames) {
            byFrame.row("`" + f.frame() + "`", f.layer().label(), ms(f.aMs()), ms(f.bMs()), signed(f.more()));
        }
        return byLayer.markdown() + "\n" + byFrame.markdown();
    }

    static String ms(double value) {
        return Numbers.num(value, 3);
    }

    static String signed(double value) {
        return String.format(Locale.ROOT, "%+.3f", value);
    }
}
