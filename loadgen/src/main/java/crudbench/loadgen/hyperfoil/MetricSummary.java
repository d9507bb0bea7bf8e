package crudbench.loadgen.hyperfoil;

import crudbench.loadgen.results.ResponseTimes;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.http.statistics.HttpStats;

/**
 * The numbers of one phase and metric, as the tables show them. Latencies are in
 * milliseconds, from Hyperfoil's histograms (nanoseconds, capped at one minute).
 * Throughput counts responses over the phase's window, from start to termination.
 *
 * @param warmup the phase is the file's warm-up, not a scenario
 */
public record MetricSummary(
        String phase,
        String metric,
        boolean warmup,
        Counts counts,
        ResponseTimes latency,
        Failures failures,
        Statuses statuses) {

    /** @param throughput responses per second of the window */
    public record Counts(long windowMs, long requests, long responses, double throughput) {}

    /**
     * @param invalid   responses a step marked invalid
     * @param blockedMs time spent waiting for a free connection
     */
    public record Failures(long connectionErrors, long timeouts, long internalErrors, long invalid, double blockedMs) {

        /** Connection errors, timeouts and internal errors: requests that got no HTTP answer. */
        public long errors() {
            return connectionErrors + timeouts + internalErrors;
        }
    }

    public record Statuses(long status2xx, long status3xx, long status4xx, long status5xx, long statusOther) {

        public long non2xx() {
            return status3xx + status4xx + status5xx + statusOther;
        }
    }

    public static MetricSummary of(PhaseResult phase, MetricResult metric) {
        StatisticsSnapshot total = metric.total();
        HttpStats http = HttpStats.get(total);
        long windowMs = phase.windowMs();
        if (windowMs <= 0) {
            windowMs = Math.max(0, total.histogram.getEndTimeStamp() - total.histogram.getStartTimeStamp());
        }
        return new MetricSummary(
                phase.name(),
                metric.metric(),
                phase.warmup(),
                new Counts(
                        windowMs,
                        total.requestCount,
                        total.responseCount,
                        windowMs > 0 ? total.responseCount * 1000.0 / windowMs : 0),
                Histograms.responseTimes(total),
                new Failures(
                        total.connectionErrors,
                        total.requestTimeouts,
                        total.internalErrors,
                        total.invalid,
                        total.blockedTime / 1e6),
                new Statuses(http.status_2xx, http.status_3xx, http.status_4xx, http.status_5xx, http.status_other));
    }
}
