package crudbench.loadgen.results;

import java.util.List;

/**
 * How one app was warmed up in one epoch: each pass of the warm-up (every closed-model scenario
 * once) with its throughput and the app's CPU per request, and whether the last passes agreed by
 * the profile's rule before its time ran out.
 *
 * @param windows each pass, in order
 * @param settled the rule was met; false: measured anyway once the maximum wait was spent; null in runs from
 *                before the rule, which warmed up for a fixed number of rounds
 * @param seconds the load it took, the passes' phases together
 */
public record Warmup(List<Window> windows, Boolean settled, double seconds) {

    /**
     * @param seconds          the pass's load
     * @param throughput       responses per second over its scenarios
     * @param cpuMsPerRequest  the app's CPU per response over it; null where the CPU could not be read
     */
    public record Window(double seconds, double throughput, Double cpuMsPerRequest) {}

    public static final Warmup NONE = new Warmup(List.of(), null, 0);

    public Warmup {
        windows = windows == null ? List.of() : List.copyOf(windows);
    }
}
