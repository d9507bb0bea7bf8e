package crudbench.loadgen.results;

import crudbench.harness.Repo;
import crudbench.loadgen.plan.BenchmarkPlan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes what a bench run leaves besides its raw files: the benchmark files it used, results.csv
 * (one line per variant, repeat, load and scenario, the variant's axes first) and summary.json.
 */
public final class ResultsCsv {

    static final String CSV_HEADER = "variant,framework,web,threads,driver,access,cross_stack,client,"
            + "repeat,load_model,load,scenario,window_ms,"
            + "requests,all_requests,throughput,mean_ms,p50_ms,p90_ms,p99_ms,p999_ms,max_ms,errors,non2xx,"
            + "app_cpu_ms,pg_cpu_ms,loadgen_cpu_ms,app_cpu_ms_per_req,pg_cpu_ms_per_req,loadgen_cpu_ms_per_req,"
            + "rss_avg_mb,rss_max_mb,peak_rss_mb,threads_max,flags";

    private ResultsCsv() {}

    public static void copyBenchmarkFiles(Repo repo, RunFiles dir, List<BenchmarkPlan> plans) throws IOException {
        Files.createDirectories(dir.benchmarks());
        for (BenchmarkPlan plan : plans) {
            Path file = repo.resolve(plan.file());
            Files.copy(file, dir.benchmarks().resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    public static void write(RunFiles dir, BenchSummary summary) throws IOException {
        Map<String, VariantAxes> axes = new HashMap<>();
        summary.measured()
                .variantRuns()
                .forEach(r -> axes.putIfAbsent(r.variant(), r.facts().axes()));
        List<String> csv = new ArrayList<>();
        csv.add(CSV_HEADER);
        summary.rows().forEach(r -> csv.add(line(axes.get(r.variant()), r)));
        Files.write(dir.csv(), csv);
        summary.write(dir.root());
    }

    static String line(VariantAxes a, ScenarioRow r) {
        return String.join(
                ",",
                quote(r.variant()),
                quote(a.framework()),
                quote(a.web()),
                quote(a.threads()),
                quote(a.driver()),
                quote(a.access()),
                Boolean.toString(a.crossStack()),
                quote(a.client()),
                Integer.toString(r.repeat()),
                r.loadModel().id(),
                Integer.toString(r.load()),
                quote(r.scenario()),
                Long.toString(r.traffic().windowMs()),
                Long.toString(r.traffic().requests()),
                Long.toString(r.traffic().allRequests()),
                d(r.throughput()),
                d(r.latency().meanMs()),
                d(r.latency().p50Ms()),
                d(r.latency().p90Ms()),
                d(r.latency().p99Ms()),
                d(r.latency().p999Ms()),
                d(r.latency().maxMs()),
                Long.toString(r.traffic().errors()),
                Long.toString(r.traffic().non2xx()),
                d(r.usage().appCpuMs()),
                d(r.usage().pgCpuMs()),
                d(r.usage().loadgenCpuMs()),
                d(r.appCpuPerRequest()),
                d(r.pgCpuPerRequest()),
                d(r.loadgenCpuPerRequest()),
                d(r.usage().rssAvgMb()),
                d(r.usage().rssMaxMb()),
                d(r.usage().peakRssMb()),
                r.usage().threadsMax() == null ? "" : Long.toString(r.usage().threadsMax()),
                quote(r.flags().stream().map(Flag.Kind::label).collect(Collectors.joining("; "))));
    }

    private static String d(Double value) {
        return value == null ? "" : String.format(Locale.ROOT, "%.4f", value);
    }

    /** A field with a comma, quote or line break goes in quotes; empty stays empty. */
    static String quote(String value) {
        if (value == null || value.isEmpty()) {
            return "";
        }
        return value.matches(".*[,\"\\n].*") ? '"' + value.replace("\"", "\"\"") + '"' : value;
    }
}
