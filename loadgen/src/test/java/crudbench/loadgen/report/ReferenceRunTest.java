package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.analysis.RunChanges;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RunSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The published reference run (results/reference, the README's answer) is regenerated from its
 * summary.json and must come out as committed: the tables cannot drift from their data, and a
 * change to the statistics or the report shows here, to be published with a new rendering
 * (`just compare results/reference`, then the README's block from its answer.md).
 */
class ReferenceRunTest {

    private static final Path REFERENCE = Path.of("..", "results", "reference");
    private static final Path SECOND = Path.of("..", "results", "reference-2");
    private static final String AGAINST_FIRST = "against-reference.md";
    private static final String BEGIN = "<!-- answer: begin, from results/reference/answer.md -->\n";
    private static final String END = "<!-- answer: end -->";

    @Test
    void compareMdRegeneratesFromTheCommittedSummary(@TempDir Path tmp) throws IOException {
        Path run = Files.createDirectories(tmp.resolve("reference"));
        Files.copy(REFERENCE.resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));

        String regenerated = Compare.render(run, List.of(run), null);

        // The run's directory is the one line that names where it was rendered.
        String committed = Files.readString(REFERENCE.resolve("compare.md"));
        assertThat(regenerated.replace("`" + run + "`", "`results/reference`")).isEqualTo(committed);
        assertThat(run.resolve(ReadmeAnswer.FILE)).hasSameTextualContentAs(REFERENCE.resolve(ReadmeAnswer.FILE));
    }

    /**
     * The reference was measured with uncommitted changes that summary.json did not record then ("-dirty", no
     * digest): every page says so where it names the commit.
     */
    @Test
    void everyPageOfTheReferenceSaysItsCommitAloneDoesNotReproduceIt() throws IOException {
        String unrecorded =
                " with uncommitted changes that were not recorded: the commit alone does not reproduce this run exactly";

        assertThat(Files.readString(REFERENCE.resolve("compare.md"))
                        .lines()
                        .skip(2)
                        .findFirst())
                .hasValueSatisfying(header ->
                        assertThat(header).contains("commit 843f5fff608a6ce93c68c445ed0f714ef178c2a4" + unrecorded));
        assertThat(Files.readString(REFERENCE.resolve(ReadmeAnswer.FILE))
                        .lines()
                        .findFirst())
                .hasValueSatisfying(first -> assertThat(first).contains("commit 843f5fff60" + unrecorded + ";"));
        assertThat(Files.readString(REFERENCE.resolve("report.html")))
                .contains("\"commit\":\"843f5fff608a6ce93c68c445ed0f714ef178c2a4\",\"uncommitted\":\""
                        + unrecorded.strip() + "\"");
    }

    @Test
    void theReadmeOpensWithTheReferenceRunsAnswer() throws IOException {
        ReadmeBlock answer = ReadmeBlock.between(BEGIN, END);
        assertThat(answer.before().lines().count())
                .as("the answer right after the first paragraphs")
                .isLessThan(20);
        String generated = ReadmeAnswer.markdown(
                RunAnalysis.of(List.of(BenchSummary.read(REFERENCE)), List.of("results/reference")));
        assertThat(answer.text()).isEqualTo(generated);
    }

    @Test
    void theSummaryIsAFullGridAtParityAndAtBestOverEpochsOfSettledApps() throws IOException {
        BenchSummary summary = BenchSummary.read(REFERENCE);
        List<String> sessions = summary.measured().variantRuns().stream()
                .map(r -> r.facts().variant())
                .distinct()
                .toList();
        assertThat(sessions.stream().filter(s -> !s.contains("@"))).hasSize(14);
        assertThat(sessions).anyMatch(s -> s.contains("@"));
        assertThat(summary.length().epochs()).isGreaterThanOrEqualTo(3);
        assertThat(summary.measured().variantRuns())
                .as("every app start measured only once it settled")
                .allMatch(r ->
                        r.warmup() != null && Boolean.TRUE.equals(r.warmup().settled()));
        assertThat(summary.effects()).extracting(Effect::kind).contains(Effect.DATA_ACCESS_AT_BEST);
        assertThat(summary.machine()).isNotNull();
    }

    /**
     * The second reference run, the same command in another sitting, and the comparison of the two that
     * docs/benchmarking.md reports: regenerated from both summaries, it must come out as committed.
     */
    @Test
    void theSecondRunsComparisonRegeneratesFromBothSummaries() throws IOException {
        RunChangeModel change = RunChanges.of(
                RunAnalysis.of(List.of(BenchSummary.read(REFERENCE)), List.of("results/reference")),
                RunAnalysis.of(List.of(BenchSummary.read(SECOND)), List.of("results/reference-2")));
        assertThat(RunComparison.markdown(change)).isEqualTo(Files.readString(SECOND.resolve(AGAINST_FIRST)));
        RunSettings first = BenchSummary.read(REFERENCE).settings();
        RunSettings second = BenchSummary.read(SECOND).settings();
        assertThat(second.profile()).as("the same command as the first").isEqualTo(first.profile());
        assertThat(second.apps()).as("the same apps, settings and JVM flags").isEqualTo(first.apps());
        assertThat(second.loadGenerator()).isEqualTo(first.loadGenerator());
        assertThat(sessions(second))
                .as("the same sessions, at parity and at best")
                .isEqualTo(sessions(first));
    }

    private static Set<String> sessions(RunSettings settings) {
        return settings.layout().sessions().stream().map(VariantSetup::label).collect(Collectors.toSet());
    }
}
