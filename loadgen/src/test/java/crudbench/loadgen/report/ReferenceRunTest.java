package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.OrmPickAnalysis;
import crudbench.loadgen.analysis.PickAnalysis;
import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.analysis.RunChanges;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.model.OrmPicks;
import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RunSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The published reference runs (results/reference and results/reference-2: the README's What to pick, and
 * docs/results.md's answer) are regenerated from their summary.json and must come out as committed: the tables
 * cannot drift from their data, and a change to the statistics or the report shows here, to be published with a
 * new rendering (`just compare results/reference`, then docs/results.md's block from its answer.md; `just compare
 * --pick results/reference results/reference-2`, then the README's block from its what-to-pick.md).
 */
class ReferenceRunTest {

    private static final Path REFERENCE = Path.of("..", "results", "reference");
    private static final Path SECOND = Path.of("..", "results", "reference-2");
    private static final Path INTEL = Path.of("..", "results", "intel-xeon-quick-4");
    /** Two runs of the ORM variants beside their plain-SQL twins (issue 43). */
    private static final List<Path> ORM =
            List.of(Path.of("..", "results", "orm-quick-2"), Path.of("..", "results", "orm-quick-3"));

    private static final List<String> ORM_NAMES = List.of("results/orm-quick-2", "results/orm-quick-3");

    private static final String AGAINST_FIRST = "against-reference.md";
    private static final String BEGIN = "<!-- answer: begin, from results/reference/answer.md -->\n";
    private static final String END = "<!-- answer: end -->";
    private static final String PICK_BEGIN = "<!-- what-to-pick: begin, from results/what-to-pick.md -->\n";
    private static final String PICK_END = "<!-- what-to-pick: end -->";

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
    void theResultsPageQuotesTheReferenceRunsAnswer() throws IOException {
        ReadmeBlock answer = ReadmeBlock.between(ReadmeBlock.RESULTS_PAGE, BEGIN, END);
        String generated = ReadmeAnswer.markdown(
                RunAnalysis.of(List.of(BenchSummary.read(REFERENCE)), List.of("results/reference")));
        assertThat(answer.text()).isEqualTo(generated);
    }

    /**
     * What to pick, judged over both reference runs and the run on another machine, regenerated from their
     * summaries, and each ORM over its twin from the ORM run: the committed what-to-pick.md and the README's block
     * must be it, byte for byte (`just compare --pick results/reference results/reference-2
     * results/intel-xeon-quick-4 --orm results/orm-quick-2 --orm results/orm-quick-3`, then the block from its what-to-pick.md).
     */
    @Test
    void theReadmeOpensWithWhatToPickFromTheCommittedRuns() throws IOException {
        String generated = WhatToPick.markdown(PickAnalysis.of(
                List.of(BenchSummary.read(REFERENCE), BenchSummary.read(SECOND), BenchSummary.read(INTEL)),
                List.of("results/reference", "results/reference-2", "results/intel-xeon-quick-4")));
        List<BenchSummary> ormRuns = new ArrayList<>();
        for (Path run : ORM) {
            ormRuns.add(BenchSummary.read(run));
        }
        OrmPicks ormPicks = OrmPickAnalysis.of(ormRuns, ORM_NAMES);
        String orm = OrmWhatToPick.markdown(ormPicks);
        assertThat(orm).contains("**Each ORM over its plain-SQL twin**");
        assertThat(REFERENCE.resolveSibling(WhatToPick.FILE)).hasContent(generated + orm);
        // The README holds the grid's part whole and the ORM's in brief, linking what-to-pick.md for the rest.
        ReadmeBlock pick = ReadmeBlock.between(PICK_BEGIN, PICK_END);
        assertThat(pick.text()).isEqualTo(generated + OrmWhatToPick.brief(ormPicks));
        assertThat(pick.text()).contains("**Each ORM over its plain-SQL twin**", "](results/what-to-pick.md)");
        assertThat(pick.before().lines().count())
                .as("What to pick right after the first paragraph")
                .isLessThan(15);
    }

    /** A front page: short, and the two commands on its first screen. */
    @Test
    void theReadmeIsAFrontPage() throws IOException {
        List<String> lines = Files.readAllLines(ReadmeBlock.README);
        assertThat(lines).as("README.md's lines").hasSizeLessThanOrEqualTo(250);
        List<String> first = lines.subList(0, 60);
        assertThat(first).as("`just bench` in the first 60 lines").anyMatch(l -> l.startsWith("just bench "));
        assertThat(first).as("`just test` in the first 60 lines").anyMatch(l -> l.startsWith("just test "));
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
        assertSameCommand(
                BenchSummary.read(REFERENCE).settings(),
                BenchSummary.read(SECOND).settings());
    }

    /** The second run is the first's command again: its profile, apps, load generator and sessions. */
    static void assertSameCommand(RunSettings first, RunSettings second) {
        assertThat(second.profile()).as("the same command as the first").isEqualTo(first.profile());
        assertThat(second.apps()).as("the same apps, settings and JVM flags").isEqualTo(first.apps());
        assertThat(second.loadGenerator()).isEqualTo(first.loadGenerator());
        assertThat(sessions(second))
                .as("the same sessions, at parity and at best")
                .isEqualTo(sessions(first));
    }

    /**
     * A run of four variants on another machine against the reference: like with like, regenerated from both
     * summaries as committed, and its compare.md from its own.
     */
    @Test
    void theRunOnAnotherMachineComparesLikeWithLike(@TempDir Path tmp) throws IOException {
        RunChangeModel change = RunChanges.of(
                RunAnalysis.of(List.of(BenchSummary.read(REFERENCE)), List.of("results/reference")),
                RunAnalysis.of(List.of(BenchSummary.read(INTEL)), List.of("results/intel-xeon-quick-4")));
        assertThat(RunComparison.markdown(change)).isEqualTo(Files.readString(INTEL.resolve(AGAINST_FIRST)));
        assertThat(change.sides().acrossMachines()).isTrue();
        assertThat(change.sides().candidateOnly()).isEmpty();
        assertThat(change.sides().baselineOnly()).hasSize(13);

        Path run = Files.createDirectories(tmp.resolve("intel-xeon-quick-4"));
        Files.copy(INTEL.resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));
        String regenerated = Compare.render(run, List.of(run), null);
        assertThat(regenerated.replace("`" + run + "`", "`results/intel-xeon-quick-4`"))
                .isEqualTo(Files.readString(INTEL.resolve("compare.md")));
    }

    static Set<String> sessions(RunSettings settings) {
        return settings.layout().sessions().stream().map(VariantSetup::label).collect(Collectors.toSet());
    }
}
