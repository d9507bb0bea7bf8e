package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.report.run.ReadmeAnswer;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The references before the default's runs, kept where documents cite them (results/quick-reference and
 * results/quick-reference-2: `just bench --quick --epochs 3 --precision 5 --tuned --max-minutes 135`, the 14
 * plain-SQL variants): what the Intel Xeon's run and the other quick runs compare with. Each page regenerates from
 * its summary as committed, the rerun is the same command, and the run on another machine compares like with like.
 */
class QuickReferenceRunTest {

    private static final Path QUICK = ReferenceRunTest.QUICK;
    private static final Path SECOND = Path.of("..", "results", "quick-reference-2");
    private static final Path INTEL = ReferenceRunTest.INTEL;

    @Test
    void eachQuickReferencesPagesRegenerateFromItsSummary(@TempDir Path tmp) throws IOException {
        ReferenceRunTest.assertRegenerates(tmp, QUICK);
        ReferenceRunTest.assertRegenerates(tmp, SECOND);
    }

    /**
     * The quick reference was measured with uncommitted changes that summary.json did not record then ("-dirty", no
     * digest): every page says so where it names the commit.
     */
    @Test
    void everyPageOfTheQuickReferenceSaysItsCommitAloneDoesNotReproduceIt() throws IOException {
        String unrecorded =
                " with uncommitted changes that were not recorded: the commit alone does not reproduce this run exactly";

        assertThat(Files.readString(QUICK.resolve("compare.md")).lines().skip(2).findFirst())
                .hasValueSatisfying(header ->
                        assertThat(header).contains("commit 843f5fff608a6ce93c68c445ed0f714ef178c2a4" + unrecorded));
        assertThat(Files.readString(QUICK.resolve(ReadmeAnswer.FILE)).lines().findFirst())
                .hasValueSatisfying(first -> assertThat(first).contains("commit 843f5fff60" + unrecorded + ";"));
        assertThat(Files.readString(QUICK.resolve("report.html")))
                .contains("\"commit\":\"843f5fff608a6ce93c68c445ed0f714ef178c2a4\",\"uncommitted\":\""
                        + unrecorded.strip() + "\"");
    }

    @Test
    void theSummaryIsAFullGridAtParityAndAtBestOverEpochsOfSettledApps() throws IOException {
        BenchSummary summary = BenchSummary.read(QUICK);
        List<String> sessions = ReferenceRunTest.measuredSessions(summary);
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
     * summary.json's length.reached is what the run's rule read when it stopped, by the estimator it ran with; the
     * pages estimate again. For every committed run the How sure line prints that figure as its widest, or names it as
     * the rule's reading, so that the file and the page never give two answers to one question (the quick reference's
     * rule read ±37.4% where its pages, by today's estimator, print ±21.5%).
     */
    @Test
    void everyRunsRecordedPrecisionIsThePagesOrNamedAsTheRulesReading() throws IOException {
        List<Path> runs;
        try (var dirs = Files.list(Path.of("..", "results"))) {
            runs = dirs.filter(d -> Files.isRegularFile(d.resolve("summary.json"))
                            && Files.isRegularFile(d.resolve("compare.md")))
                    .sorted()
                    .toList();
        }
        assertThat(runs).contains(QUICK);
        for (Path run : runs) {
            crudbench.loadgen.results.RunLength length = BenchSummary.read(run).length();
            Double reached = length == null ? null : length.reached();
            if (reached == null) {
                continue;
            }
            String figure = "±" + crudbench.loadgen.text.Numbers.num(reached * 100, 1) + "%";
            String howSure = Files.readString(run.resolve("compare.md"))
                    .lines()
                    .filter(l -> l.startsWith("How sure:"))
                    .findFirst()
                    .orElse("");
            if (!howSure.contains("one round, so no interval")) {
                assertThat(howSure)
                        .as(run + ": summary.json's length.reached, " + figure)
                        .satisfiesAnyOf(
                                h -> assertThat(h).contains("within " + figure),
                                h -> assertThat(h).contains("the run's rule read " + figure));
            }
        }
        assertThat(Files.readString(QUICK.resolve("compare.md")))
                .contains("within ±21.5%")
                .contains("the run's rule read ±37.4%");
    }

    /**
     * The second quick reference, the same command in another sitting (its comparison, which docs/benchmarking.md
     * cites, CommittedComparisonsTest regenerates).
     */
    @Test
    void theSecondRunIsTheSameCommand() throws IOException {
        ReferenceRunTest.assertSameCommand(
                BenchSummary.read(QUICK).settings(), BenchSummary.read(SECOND).settings());
    }

    /**
     * A run of four variants on another machine against the quick reference: like with like (its comparison
     * CommittedComparisonsTest regenerates), and its compare.md regenerated from its own summary.
     */
    @Test
    void theRunOnAnotherMachineComparesLikeWithLike(@TempDir Path tmp) throws IOException {
        RunChangeModel change = ReferenceRunTest.change(QUICK, INTEL);
        assertThat(change.sides().acrossMachines()).isTrue();
        assertThat(change.sides().candidateOnly()).isEmpty();
        assertThat(change.sides().baselineOnly()).hasSize(13);

        Path run = Files.createDirectories(tmp.resolve("intel-xeon-quick-4"));
        Files.copy(INTEL.resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));
        String regenerated = Compare.render(run, List.of(run), null);
        ReadmeBlock.holds(
                INTEL.resolve("compare.md"), regenerated.replace("`" + run + "`", "`results/intel-xeon-quick-4`"));
    }
}
