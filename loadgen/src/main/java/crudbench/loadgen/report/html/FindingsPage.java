package crudbench.loadgen.report.html;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import crudbench.harness.proc.MachineFacts;
import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.CommitNote;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.StudyModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * report.html of a `just findings` run, beside findings.json: the claims and their verdicts
 * first, then each experiment's sessions, each over the experiment's first session, throughput
 * and app CPU per request, with their 95% intervals paired round by round (the method behind every ratio of the
 * suite, estimated once by the analysis), and their figures in a table.
 *
 * <p>findings.json is the findings package's record, which comes after this one; the page reads
 * it as a JSON tree and shows its fields as they are, so a verdict reads the same here as in
 * findings.md.
 */
public final class FindingsPage {

    public static final String FINDINGS = "findings.json";

    /** What findings.js draws. */
    record FindingsData(
            String kind, String title, String dir, JsonNode claims, FindingsFacts howSure, List<Study> experiments) {}

    /** The facts the claims rest on, from the first experiment's summary. */
    record FindingsFacts(
            Integer rounds,
            Integer secondsPerSlice,
            String startedAt,
            String commit,
            String uncommitted,
            MachineFacts machine) {}

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
            @JsonUnwrapped Figures figures,
            Ratio throughputRatio,
            Ratio cpuRatio) {}

    /** The session's own figures, flat in the page's JSON. */
    record Figures(double throughput, double p99Ms, Double appCpu, boolean flagged) {}

    private FindingsPage() {}

    /**
     * Writes {@code dir/report.html} from its findings.json (the claims, as a tree) and its experiments, and
     * returns its path.
     *
     * @param name      the run's folder as the page names it
     * @param questions each experiment's question by its id, as findings.md words it; may be empty
     * @param studies   the experiments, in the order they ran
     */
    public static Path write(
            Path dir, String name, JsonNode claims, List<StudyModel> studies, Map<String, String> questions) {
        String title = "crudbench findings: " + dir.toAbsolutePath().normalize().getFileName();
        return HtmlPage.write(
                dir,
                title,
                "findings.js",
                new FindingsData(
                        "findings",
                        title,
                        name,
                        claims,
                        sure(studies),
                        studies.stream().map(s -> study(s, questions)).toList()));
    }

    private static FindingsFacts sure(List<StudyModel> studies) {
        if (studies.isEmpty()) {
            return new FindingsFacts(null, null, null, null, null, null);
        }
        BenchSummary first = studies.getFirst().data().summaries().getFirst();
        var profile = first.settings() == null ? null : first.settings().profile();
        return new FindingsFacts(
                first.roundsRun(),
                profile == null ? null : profile.closed().seconds(),
                first.startedAt(),
                first.settings() == null ? null : first.settings().baseCommit(),
                CommitNote.uncommitted(first.settings()),
                first.machine());
    }

    private static Study study(StudyModel study, Map<String, String> questions) {
        Measurements results = study.data();
        List<Session> sessions = new ArrayList<>();
        for (String label : results.variants()) {
            sessions.add(results.axes(label)
                    .map(a -> {
                        AccessColumn column = AccessColumn.of(a);
                        return new Session(label, a.framework(), column.id(), column.hex());
                    })
                    .orElse(new Session(label, null, null, null)));
        }
        List<Row> rows = new ArrayList<>();
        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            for (int users : results.loads(LoadModel.CLOSED)) {
                for (String session : results.variants()) {
                    Optional<GridView.Ratios> over = study.overFirst(session, scenario, users);
                    results.cell(session, LoadModel.CLOSED, users, scenario)
                            .ifPresent(p -> rows.add(new Row(
                                    scenario,
                                    users,
                                    session,
                                    new Figures(
                                            p.throughput().mean(),
                                            p.p99Ms(),
                                            p.appCpuPerReq() == null
                                                    ? null
                                                    : p.appCpuPerReq().mean(),
                                            p.flagged()),
                                    over.map(r -> Ratio.of(r.throughput())).orElse(null),
                                    over.map(r -> Ratio.of(r.cpu())).orElse(null))));
                }
            }
        }
        List<String> links = Stream.of("compare.md", HtmlPage.FILE)
                .filter(f -> Files.isRegularFile(study.folder().resolve(f)))
                .map(f -> study.id() + "/" + f)
                .toList();
        return new Study(
                study.id(),
                questions.get(study.id()),
                sessions,
                results.scenarios(LoadModel.CLOSED),
                results.loads(LoadModel.CLOSED),
                rows,
                links);
    }
}
