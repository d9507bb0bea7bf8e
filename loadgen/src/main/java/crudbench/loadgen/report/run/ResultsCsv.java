package crudbench.loadgen.report.run;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.VariantAxes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * results.csv: one line per variant, round, load and scenario, the variant's axes first, for a
 * spreadsheet or a script of the reader's own. A thin writer over the runs' rows.
 */
public final class ResultsCsv {

    public static final String FILE = "results.csv";

    static final String CSV_HEADER = "variant,framework,web,threads,driver,access,cross_stack,client,"
            + "repeat,load_model,load,scenario,window_ms,"
            + "requests,all_requests,throughput,mean_ms,p50_ms,p90_ms,p99_ms,p999_ms,max_ms,errors,non2xx,"
            + "app_cpu_ms,pg_cpu_ms,loadgen_cpu_ms,app_cpu_ms_per_req,pg_cpu_ms_per_req,loadgen_cpu_ms_per_req,"
            + "rss_avg_mb,rss_max_mb,peak_rss_mb,threads_max,flags";

    private ResultsCsv() {}

    /** Writes {@code out/results.csv}: every row of the runs, the variant's axes first. */
    public static void write(Path out, RunModel run) throws IOException {
        Measurements data = run.data();
        List<String> csv = new ArrayList<>();
        csv.add(CSV_HEADER);
        data.rows().forEach(r -> csv.add(line(data.facts(r.variant()).axes(), r)));
        Files.write(out.resolve(FILE), csv);
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
