package crudbench.loadgen.results;

import crudbench.loadgen.plan.LoadModel;
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

    public ScenarioRow {
        flags = flags == null ? List.of() : List.copyOf(flags);
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
