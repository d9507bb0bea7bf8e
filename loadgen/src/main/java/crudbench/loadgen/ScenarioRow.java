package crudbench.loadgen;

import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.http.statistics.HttpStats;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One scenario of one run: the row behind every table and chart. Throughput and latency are
 * the scenario's own requests (for `delete`, the DELETEs; the POST that creates each victim
 * is its `-setup` metric); CPU per request divides by every request the phase sent. Null
 * means "not measured here".
 */
public record ScenarioRow(
        String variant, String framework, String model, int repeat, String loadModel, int load, String scenario,
        boolean warmup, long windowMs, long requests, long allRequests, double throughput,
        double meanMs, double p50Ms, double p90Ms, double p99Ms, double p999Ms, double maxMs,
        long errors, long non2xx,
        Double appCpuMs, Double pgCpuMs, Double loadgenCpuMs,
        Double rssAvgMb, Double rssMaxMb, Double peakRssMb, Long threadsMax, String flags) {

    public static final String CSV_HEADER = "variant,framework,model,repeat,load_model,load,scenario,warmup,window_ms,"
            + "requests,all_requests,throughput,mean_ms,p50_ms,p90_ms,p99_ms,p999_ms,max_ms,errors,non2xx,"
            + "app_cpu_ms,pg_cpu_ms,loadgen_cpu_ms,app_cpu_ms_per_req,pg_cpu_ms_per_req,loadgen_cpu_ms_per_req,"
            + "rss_avg_mb,rss_max_mb,peak_rss_mb,threads_max,flags";

    static ScenarioRow of(String variant, String framework, String model, int repeat, String loadModel, int load,
                          PhaseResult phase, Sampler.PhaseSample sample, List<Flag> flags) {
        StatisticsSnapshot own = new StatisticsSnapshot();
        long allRequests = 0;
        long errors = 0;
        long non2xx = 0;
        for (MetricResult metric : phase.metrics()) {
            StatisticsSnapshot total = metric.total();
            if (!metric.metric().endsWith("-setup")) {
                MetricResult.merge(own, total);
            }
            HttpStats http = HttpStats.get(total);
            allRequests += total.responseCount;
            errors += total.connectionErrors + total.requestTimeouts + total.internalErrors;
            non2xx += http.status_3xx + http.status_4xx + http.status_5xx + http.status_other;
        }
        long window = phase.windowMs();
        Latency l = Latency.of(own);
        Double loadgenCpu = phase.loadgenCpu() == null ? null : (double) phase.loadgenCpu().toMillis();
        String phaseFlags = flags.stream().filter(f -> phase.name().equals(f.phase()))
                .map(f -> f.kind().label()).distinct().collect(Collectors.joining("; "));
        return new ScenarioRow(variant, framework, model, repeat, loadModel, load, phase.name(), phase.warmup(),
                window, own.responseCount, allRequests, window > 0 ? own.responseCount * 1000.0 / window : 0,
                l.meanMs(), l.p50Ms(), l.p90Ms(), l.p99Ms(), l.p999Ms(), l.maxMs(),
                errors, non2xx,
                sample == null ? null : sample.appCpuMs(), sample == null ? null : sample.pgCpuMs(), loadgenCpu,
                sample == null ? null : sample.rssAvgMb(), sample == null ? null : sample.rssMaxMb(),
                sample == null ? null : sample.peakRssMb(), sample == null ? null : sample.threadsMax(), phaseFlags);
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
        return flags != null && !flags.isEmpty();
    }

    public String csv() {
        return String.join(",", variant, framework, model, Integer.toString(repeat), loadModel, Integer.toString(load),
                scenario, Boolean.toString(warmup), Long.toString(windowMs), Long.toString(requests),
                Long.toString(allRequests), d(throughput), d(meanMs), d(p50Ms), d(p90Ms), d(p99Ms), d(p999Ms), d(maxMs),
                Long.toString(errors), Long.toString(non2xx), d(appCpuMs), d(pgCpuMs), d(loadgenCpuMs),
                d(appCpuPerRequest()), d(pgCpuPerRequest()), d(loadgenCpuPerRequest()), d(rssAvgMb), d(rssMaxMb),
                d(peakRssMb), threadsMax == null ? "" : Long.toString(threadsMax), quote(flags));
    }

    private static String d(Double value) {
        return value == null ? "" : String.format(Locale.ROOT, "%.4f", value);
    }

    private static String quote(String value) {
        return value == null || value.isEmpty() ? "" : '"' + value.replace("\"", "\"\"") + '"';
    }
}
