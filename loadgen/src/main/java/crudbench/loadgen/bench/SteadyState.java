package crudbench.loadgen.bench;

import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.results.Warmup;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Whether a warm-up has reached a steady state, by the profile's {@link BenchProfile.WarmupRule}:
 * after its minimum load, the median of the last few passes is within the tolerance of the median
 * of as many passes before them, for throughput and for the app's CPU per request alike. A level
 * still moving shows as a gap between the two medians (a climb of a third of the tolerance a pass
 * fails it); one noisy pass does not, where a rule on the spread of the last passes failed warm
 * apps on 2 shared cores (one-second phases vary by ±10% from pass to pass). Both figures, since
 * on 2 cores a JIT still compiling shows in the CPU a request costs before it shows in the
 * throughput the cores allow (Barrett et al.: warm-up is detected, never assumed). And the JIT done compiling:
 * its compiler threads' share of the app's CPU small in the last passes.
 */
final class SteadyState {

    private SteadyState() {}

    static boolean settled(List<Warmup.Window> windows, BenchProfile.WarmupRule rule) {
        double load = windows.stream().mapToDouble(Warmup.Window::seconds).sum();
        int k = rule.windows();
        if (windows.size() < 2 * k || load < rule.minSeconds()) {
            return false;
        }
        List<Warmup.Window> last = windows.subList(windows.size() - k, windows.size());
        List<Warmup.Window> before = windows.subList(windows.size() - 2 * k, windows.size() - k);
        return steady(before, last, Warmup.Window::throughput, rule.tolerance())
                && (compared(before, last).anyMatch(w -> w.cpuMsPerRequest() == null)
                        || steady(before, last, Warmup.Window::cpuMsPerRequest, rule.tolerance()))
                && jitDone(last, rule.maxJitShare());
    }

    /**
     * The JIT has done its compiling: in the median of the last passes its compiler threads used at most the rule's
     * share of the app's CPU. An app still compiling gets faster pass after pass, though on 2 cores so slowly that
     * the medians can agree within the tolerance long before it is done (quarkus-orm "settled" at well under half of
     * the throughput it reached later, its compilers still at a tenth of its CPU). Passes whose JIT or CPU could not
     * be read do not hold a warm-up back.
     */
    static boolean jitDone(List<Warmup.Window> last, double maxShare) {
        List<Double> shares = last.stream()
                .filter(w -> w.jitMs() != null && w.cpuMsPerRequest() != null && w.throughput() > 0)
                .map(w -> w.jitMs() / (w.cpuMsPerRequest() * w.throughput() * w.seconds()))
                .toList();
        return shares.size() < last.size() || median(shares) <= maxShare;
    }

    /** The passes the rule compares; one pass elsewhere whose CPU was not read does not waive the CPU check. */
    private static Stream<Warmup.Window> compared(List<Warmup.Window> before, List<Warmup.Window> last) {
        return Stream.concat(before.stream(), last.stream());
    }

    /** The later passes' median within the tolerance of the earlier passes' median, either way. */
    static boolean steady(
            List<Warmup.Window> before,
            List<Warmup.Window> last,
            Function<Warmup.Window, Double> figure,
            double tolerance) {
        double a = median(before.stream().map(figure).toList());
        double b = median(last.stream().map(figure).toList());
        return a > 0 && b > 0 && Math.abs(Math.log(b / a)) <= Math.log1p(tolerance);
    }

    static double median(List<Double> values) {
        double[] sorted =
                values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
