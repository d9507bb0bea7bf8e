package crudbench.loadgen.hyperfoil;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** One phase of a Hyperfoil run: when it ran, how its sessions fared, and its metrics. */
public final class PhaseResult {

    private final String name;
    private final boolean warmup;
    private final long plannedDurationMs;
    private final String model;
    private final Map<String, MetricResult> metrics = new TreeMap<>();
    public long runningMs = -1;
    public long terminatedMs = -1;
    boolean sessionLimitExceeded;
    String error;
    int minSessions = -1;
    int maxSessions = -1;
    Duration loadgenCpu;

    public PhaseResult(String name, boolean warmup, long plannedDurationMs, String model) {
        this.name = name;
        this.warmup = warmup;
        this.plannedDurationMs = plannedDurationMs;
        this.model = model;
    }

    public String name() {
        return name;
    }

    public boolean warmup() {
        return warmup;
    }

    public long plannedDurationMs() {
        return plannedDurationMs;
    }

    /** The Hyperfoil model: {@code always} (closed), {@code constantRate} (open), ... */
    public String model() {
        return model;
    }

    public synchronized MetricResult metric(String metric) {
        return metrics.computeIfAbsent(metric, m -> new MetricResult(name, m));
    }

    public synchronized List<MetricResult> metrics() {
        return new ArrayList<>(metrics.values());
    }

    public long runningMs() {
        return runningMs;
    }

    public long terminatedMs() {
        return terminatedMs;
    }

    /** From start to termination: the window Hyperfoil's own throughput uses, drain included. */
    public long windowMs() {
        return runningMs < 0 || terminatedMs < runningMs ? 0 : terminatedMs - runningMs;
    }

    public boolean sessionLimitExceeded() {
        return sessionLimitExceeded;
    }

    public String error() {
        return error;
    }

    public int minSessions() {
        return minSessions;
    }

    public int maxSessions() {
        return maxSessions;
    }

    /** CPU time this JVM (the load generator) used during the phase, or null if unknown. */
    public Duration loadgenCpu() {
        return loadgenCpu;
    }
}
