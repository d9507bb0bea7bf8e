package crudbench.loadgen.hyperfoil;

import io.hyperfoil.api.statistics.StatisticsSnapshot;

/** The latencies the tables show, in milliseconds, from a Hyperfoil histogram (nanoseconds); zeros when empty. */
public record Latency(double meanMs, double p50Ms, double p90Ms, double p99Ms, double p999Ms, double maxMs) {

    public static Latency of(StatisticsSnapshot snapshot) {
        var h = snapshot.histogram;
        if (h.getTotalCount() == 0) {
            return new Latency(0, 0, 0, 0, 0, 0);
        }
        return new Latency(
                h.getMean() / 1e6,
                h.getValueAtPercentile(50) / 1e6,
                h.getValueAtPercentile(90) / 1e6,
                h.getValueAtPercentile(99) / 1e6,
                h.getValueAtPercentile(99.9) / 1e6,
                h.getMaxValue() / 1e6);
    }
}
