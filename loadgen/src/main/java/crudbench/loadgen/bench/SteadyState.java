package crudbench.loadgen.bench;

import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.results.Warmup;
import java.util.List;
import java.util.function.Function;

/**
 * Whether a warm-up has reached a steady state, by the profile's {@link BenchProfile.WarmupRule}:
 * after its minimum load, the last few passes agree on throughput and on the app's CPU per request
 * (the highest within the tolerance of the lowest) and show no trend (a straight line fitted to the
 * logs of those passes moves by at most half the tolerance from the first to the last). Both
 * figures, since on 2 cores a JIT still compiling shows in the CPU a request costs before it shows
 * in the throughput the cores allow (Barrett et al.: warm-up is detected, never assumed).
 */
final class SteadyState {

    private SteadyState() {}

    static boolean settled(List<Warmup.Window> windows, BenchProfile.WarmupRule rule) {
        double load = windows.stream().mapToDouble(Warmup.Window::seconds).sum();
        int k = rule.windows();
        if (windows.size() < k || load < rule.minSeconds()) {
            return false;
        }
        List<Warmup.Window> last = windows.subList(windows.size() - k, windows.size());
        return steady(last, Warmup.Window::throughput, rule.tolerance())
                && (last.stream().anyMatch(w -> w.cpuMsPerRequest() == null)
                        || steady(last, Warmup.Window::cpuMsPerRequest, rule.tolerance()));
    }

    /** Within the tolerance of each other, and no trend across them beyond half of it. */
    static boolean steady(List<Warmup.Window> windows, Function<Warmup.Window, Double> figure, double tolerance) {
        double[] logs = windows.stream()
                .mapToDouble(w -> Math.log(Math.max(figure.apply(w), Double.MIN_NORMAL)))
                .toArray();
        double lowest = Double.POSITIVE_INFINITY;
        double highest = Double.NEGATIVE_INFINITY;
        for (double l : logs) {
            lowest = Math.min(lowest, l);
            highest = Math.max(highest, l);
        }
        if (highest - lowest > Math.log1p(tolerance)) {
            return false;
        }
        return Math.abs(slope(logs) * (logs.length - 1)) <= Math.log1p(tolerance / 2);
    }

    /** The least-squares slope of the values against their index. */
    static double slope(double[] values) {
        int n = values.length;
        double meanX = (n - 1) / 2.0;
        double meanY = 0;
        for (double v : values) {
            meanY += v / n;
        }
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < n; i++) {
            sxy += (i - meanX) * (values[i] - meanY);
            sxx += (i - meanX) * (i - meanX);
        }
        return sxx == 0 ? 0 : sxy / sxx;
    }
}
