package crudbench.loadgen.hyperfoil;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One Hyperfoil benchmark run: its parameters and its phases, in the benchmark's order. */
public final class RunResult {

    private final String benchmark;
    private final Map<String, String> params;
    private final Map<String, PhaseResult> phases = new LinkedHashMap<>();
    long startMs;
    long endMs;
    String error;

    public RunResult(String benchmark, Map<String, String> params) {
        this.benchmark = benchmark;
        this.params = Map.copyOf(params);
    }

    public String benchmark() {
        return benchmark;
    }

    public Map<String, String> params() {
        return params;
    }

    public synchronized void addPhase(PhaseResult phase) {
        phases.put(phase.name(), phase);
    }

    public synchronized PhaseResult phase(String name) {
        return phases.get(name);
    }

    /** In the order they ran; phases that never started come last, in the benchmark's order. */
    public synchronized List<PhaseResult> phases() {
        List<PhaseResult> ordered = new ArrayList<>(phases.values());
        ordered.sort(Comparator.comparingLong(p -> p.runningMs() < 0 ? Long.MAX_VALUE : p.runningMs()));
        return ordered;
    }

    /** Responses to every request of the run, its warm-up phases included. */
    public long responses() {
        return phases().stream()
                .flatMap(p -> p.metrics().stream())
                .mapToLong(m -> m.total().responseCount)
                .sum();
    }

    public long startMs() {
        return startMs;
    }

    public long endMs() {
        return endMs;
    }

    /** Why the run as a whole failed (a phase's error that Hyperfoil raised), or null. */
    public String error() {
        return error;
    }
}
