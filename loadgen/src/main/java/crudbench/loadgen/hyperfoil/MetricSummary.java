package crudbench.loadgen.hyperfoil;

import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.http.statistics.HttpStats;

/**
 * The numbers of one phase and metric, as the tables show them. Latencies are in
 * milliseconds, from Hyperfoil's histograms (nanoseconds, capped at one minute).
 * Throughput counts responses over the phase's window, from start to termination.
 */
public record MetricSummary(
        String phase,
        String metric,
        boolean warmup,
        long windowMs,
        long requests,
        long responses,
        double throughput,
        double meanMs,
        double p50Ms,
        double p90Ms,
        double p99Ms,
        double p999Ms,
        double maxMs,
        long connectionErrors,
        long timeouts,
        long internalErrors,
        long invalid,
        double blockedMs,
        long status2xx,
        long status3xx,
        long status4xx,
        long status5xx,
        long statusOther) {

    public static MetricSummary of(PhaseResult phase, MetricResult metric) {
        StatisticsSnapshot total = metric.total();
        HttpStats http = HttpStats.get(total);
        long windowMs = phase.windowMs();
        if (windowMs <= 0) {
            windowMs = Math.max(0, total.histogram.getEndTimeStamp() - total.histogram.getStartTimeStamp());
        }
        Latency l = Latency.of(total);
        return new MetricSummary(
                phase.name(),
                metric.metric(),
                phase.warmup(),
                windowMs,
                total.requestCount,
                total.responseCount,
                windowMs > 0 ? total.responseCount * 1000.0 / windowMs : 0,
                l.meanMs(),
                l.p50Ms(),
                l.p90Ms(),
                l.p99Ms(),
                l.p999Ms(),
                l.maxMs(),
                total.connectionErrors,
                total.requestTimeouts,
                total.internalErrors,
                total.invalid,
                total.blockedTime / 1e6,
                http.status_2xx,
                http.status_3xx,
                http.status_4xx,
                http.status_5xx,
                http.status_other);
    }

    /** Connection errors, timeouts and internal errors: requests that got no HTTP answer. */
    public long errors() {
        return connectionErrors + timeouts + internalErrors;
    }

    public long non2xx() {
        return status3xx + status4xx + status5xx + statusOther;
    }
}
