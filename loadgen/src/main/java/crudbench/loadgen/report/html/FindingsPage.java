package crudbench.loadgen.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.harness.MachineFacts;
import crudbench.loadgen.analysis.Measurements;
import crudbench.loadgen.analysis.Metric;
import crudbench.loadgen.analysis.PairedRatio;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.report.grid.AccessColumn;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * report.html of a `just findings` run, beside findings.json: the claims and their verdicts
 * first, then each experiment's sessions, each over the experiment's first session, throughput
 * and app CPU per request, with their 95% intervals paired round by round ({@link PairedRatio},
 * the method behind every ratio of the suite), and their figures in a table.
 *
 * <p>findings.json is the findings package's record, which comes after this one; the page reads
 * it as a JSON tree and shows its fields as they are, so a verdict reads the same here as in
 * findings.md.
 */
public final class FindingsPage {

    private static final ObjectMapper JSON = new ObjectMapper();
    static final String FINDINGS = "findings.json";

    /** What findings.js draws. */
    record FindingsData(
            String kind, String title, String dir, JsonNode claims, FindingsFacts howSure, List<Study> experiments) {}

    /** The facts the claims rest on, from the first experiment's summary. */
    record FindingsFacts(
            Integer rounds, Integer secondsPerSlice, String startedAt, String commit, MachineFacts machine) {}

    /**
     * One experiment: a bench run of sessions side by side.
     *
     * @param question what it answers, as findings.md says; null where the caller did not say
     * @param links    the files of the experiment beside this page, relative to it
     */
    record Study(
            String id,
            String question,
            List<Session> sessions,
            List<String> scenarios,
            List<Integer> users,
            List<Row> rows,
            List<String> links) {}

    /** A session: a variant with its experiment settings, in its column's colour. */
    record Session(String label, String variant, String column, String colour) {}

    /**
     * One session in one scenario at one concurrency; ratios are over the experiment's first
     * session, null for the first itself.
     */
    record Row(
            String scenario,
            int users,
            String session,
            double throughput,
            double p99Ms,
            Double appCpu,
            boolean flagged,
            Ratio throughputRatio,
            Ratio cpuRatio) {}

    private FindingsPage() {}

    /**
     * Writes {@code dir/report.html} from findings.json and the experiments' summary.json files
     * in its folders, and returns its path.
     *
     * @param questions each experiment's question by its id, as findings.md words it; may be empty
     */
    public static Path write(Path dir, Map<String, String> questions) {
        Path file = dir.resolve(FINDINGS);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no " + FINDINGS + " in " + dir + ": not a `just findings` directory");
        }
        JsonNode claims;
        List<Map.Entry<Path, BenchSummary>> runs = new ArrayList<>();
        try {
            claims = JSON.readTree(file.toFile());
            try (Stream<Path> children = Files.list(dir)) {
                for (Path child : children.filter(c -> Files.isRegularFile(c.resolve(BenchSummary.FILE)))
                        .toList()) {
                    runs.add(Map.entry(child, BenchSummary.read(child)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the findings in " + dir, e);
        }
        // The experiments ran one after another: in the order findings.md lists them.
        runs.sort(Comparator.comparing(e -> e.getValue().startedAt()));
        List<Study> studies = new ArrayList<>();
        for (Map.Entry<Path, BenchSummary> run : runs) {
            studies.add(study(run.getKey(), run.getValue(), questions));
        }
        List<BenchSummary> summaries = runs.stream().map(Map.Entry::getValue).toList();
        String title = "crudbench findings: " + dir.toAbsolutePath().normalize().getFileName();
        return HtmlPage.write(
                dir,
                title,
                "findings.js",
                new FindingsData("findings", title, dir.toString(), claims, sure(summaries), studies));
    }

    private static FindingsFacts sure(List<BenchSummary> summaries) {
        if (summaries.isEmpty()) {
            return new FindingsFacts(null, null, null, null, null);
        }
        BenchSummary first = summaries.getFirst();
        var profile = first.settings() == null ? null : first.settings().profile();
        return new FindingsFacts(
                profile == null ? null : profile.rounds().planned(),
                profile == null ? null : profile.closed().seconds(),
                first.startedAt(),
                first.settings() == null ? null : first.settings().commit(),
                first.machine());
    }

    private static Study study(Path folder, BenchSummary summary, Map<String, String> questions) {
        String id = folder.getFileName().toString();
        Measurements results = Measurements.of(List.of(summary));
        List<Session> sessions = new ArrayList<>();
        for (String label : results.variants()) {
            sessions.add(results.axes(label)
                    .map(a -> {
                        AccessColumn column = AccessColumn.of(a);
                        return new Session(label, a.framework(), column.id(), column.hex());
                    })
                    .orElse(new Session(label, null, null, null)));
        }
        String base = results.variants().getFirst();
        List<Row> rows = new ArrayList<>();
        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            for (int users : results.loads(LoadModel.CLOSED)) {
                for (String session : results.variants()) {
                    results.cell(session, LoadModel.CLOSED, users, scenario)
                            .ifPresent(p -> rows.add(new Row(
                                    scenario,
                                    users,
                                    session,
                                    p.throughput().mean(),
                                    p.p99Ms(),
                                    p.appCpuPerReq() == null
                                            ? null
                                            : p.appCpuPerReq().mean(),
                                    p.flagged(),
                                    session.equals(base)
                                            ? null
                                            : ratio(results, session, base, users, scenario, Metric.THROUGHPUT),
                                    session.equals(base)
                                            ? null
                                            : ratio(results, session, base, users, scenario, Metric.APP_CPU))));
                }
            }
        }
        List<String> links = Stream.of("compare.md", HtmlPage.FILE)
                .filter(f -> Files.isRegularFile(folder.resolve(f)))
                .map(f -> id + "/" + f)
                .toList();
        return new Study(
                id,
                questions.get(id),
                sessions,
                results.scenarios(LoadModel.CLOSED),
                results.loads(LoadModel.CLOSED),
                rows,
                links);
    }

    private static Ratio ratio(
            Measurements results, String session, String base, int users, String scenario, Metric metric) {
        return PairedRatio.ratio(
                        results.perRound(session, LoadModel.CLOSED, users, scenario, metric),
                        results.perRound(base, LoadModel.CLOSED, users, scenario, metric))
                .map(Ratio::of)
                .orElse(null);
    }
}
