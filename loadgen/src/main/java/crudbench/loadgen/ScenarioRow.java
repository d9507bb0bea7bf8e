package crudbench.loadgen;

import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.http.statistics.HttpStats;
import java.util.List;

/**
 * One scenario of one measured run: the row behind every table and chart. Throughput and
 * latency are the scenario's own requests (for `delete`, the DELETEs; the POST that creates
 * each victim is its `-setup` metric); CPU per request divides by every request the phase
 * sent. Null means "not measured here".
 *
 * @param flags the kinds of the flags raised on this phase
 */
public record ScenarioRow(
        String variant,
        int repeat,
        LoadModel loadModel,
        int load,
        String scenario,
        long windowMs,
        long requests,
        long allRequests,
        double throughput,
        double meanMs,
        double p50Ms,
        double p90Ms,
        double p99Ms,
        double p999Ms,
        double maxMs,
        long errors,
        long non2xx,
        Double appCpuMs,
        Double pgCpuMs,
        Double loadgenCpuMs,
        Double rssAvgMb,
        Double rssMaxMb,
        Double peakRssMb,
        Long threadsMax,
        List<Flag.Kind> flags) {

    /** The metrics of a scenario's setup requests end so: they count towards CPU per request only. */
    static final String SETUP_SUFFIX = "-setup";

    public ScenarioRow {
        flags = flags == null ? List.of() : List.copyOf(flags);
    }

    static ScenarioRow of(
            String variant,
            int repeat,
            LoadModel loadModel,
            int load,
            PhaseResult phase,
            Sampler.PhaseSample sample,
            List<Flag> flags) {
        StatisticsSnapshot own = new StatisticsSnapshot();
        long allRequests = 0;
        long errors = 0;
        long non2xx = 0;
        for (MetricResult metric : phase.metrics()) {
            StatisticsSnapshot total = metric.total();
            if (!metric.metric().endsWith(SETUP_SUFFIX)) {
                MetricResult.merge(own, total);
            }
            HttpStats http = HttpStats.get(total);
            allRequests += total.responseCount;
            errors += total.connectionErrors + total.requestTimeouts + total.internalErrors;
            non2xx += http.status_3xx + http.status_4xx + http.status_5xx + http.status_other;
        }
        long window = phase.windowMs();
        Latency l = Latency.of(own);
        Double loadgenCpu =
                phase.loadgenCpu() == null ? null : (double) phase.loadgenCpu().toMillis();
        List<Flag.Kind> kinds = flags.stream()
                .filter(f -> phase.name().equals(f.phase()))
                .map(Flag::kind)
                .distinct()
                .toList();
        return new ScenarioRow(
                variant,
                repeat,
                loadModel,
                load,
                phase.name(),
                window,
                own.responseCount,
                allRequests,
                window > 0 ? own.responseCount * 1000.0 / window : 0,
                l.meanMs(),
                l.p50Ms(),
                l.p90Ms(),
                l.p99Ms(),
                l.p999Ms(),
                l.maxMs(),
                errors,
                non2xx,
                sample == null ? null : sample.appCpuMs(),
                sample == null ? null : sample.pgCpuMs(),
                loadgenCpu,
                sample == null ? null : sample.rssAvgMb(),
                sample == null ? null : sample.rssMaxMb(),
                sample == null ? null : sample.peakRssMb(),
                sample == null ? null : sample.threadsMax(),
                kinds);
    }

    public Double appCpuPerRequest() {
        return perRequest(appCpuMs);
    }

    public Double pgCpuPerRequest() {
        return perRequest(pgCpuMs);
    }

    public Double loadgenCpuPerRequest() {
        return perRequest(loadgenCpuMs);
    }

    private Double perRequest(Double cpuMs) {
        return cpuMs == null || allRequests == 0 ? null : cpuMs / allRequests;
    }

    public boolean flagged() {
        return !flags.isEmpty();
    }
}
