package crudbench.loadgen.results;

import com.fasterxml.jackson.annotation.JsonInclude;
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
     * @param jitMs            the app's compiler threads' CPU during the pass; null in runs from before it was read
     * @param restSeconds      how long the app rested after it while its JIT compiled; null in runs with no rest
     */
    public record Window(
            double seconds,
            double throughput,
            Double cpuMsPerRequest,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double jitMs,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double restSeconds) {

        public Window(double seconds, double throughput, Double cpuMsPerRequest) {
            this(seconds, throughput, cpuMsPerRequest, null, null);
        }

        public Window withJit(Double jit, Double rest) {
            return new Window(seconds, throughput, cpuMsPerRequest, jit, rest);
        }
    }

    public static final Warmup NONE = new Warmup(List.of(), null, 0);

    public Warmup {
        windows = windows == null ? List.of() : List.copyOf(windows);
    }
}
