package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.analysis.RunChanges;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RunSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two runs of `just bench` with no flags (results/default-2 and results/default-3, issue 42): each compare.md
 * and each comparison its README cites regenerate from the committed summaries as committed, and the second is the
 * same command as the first, so their comparison is the rerun the issue asks for.
 */
class DefaultRunTest {

    private static final Path REFERENCE = Path.of("..", "results", "reference");
    private static final Path FIRST = Path.of("..", "results", "default-2");
    private static final Path SECOND = Path.of("..", "results", "default-3");

    @Test
    void eachDefaultRunsCompareMdRegeneratesFromItsSummary(@TempDir Path tmp) throws IOException {
        for (Path committed : List.of(FIRST, SECOND)) {
            String name = committed.getFileName().toString();
            Path run = Files.createDirectories(tmp.resolve(name));
            Files.copy(committed.resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));

            String regenerated = Compare.render(run, List.of(run), null);

            assertThat(regenerated.replace("`" + run + "`", "`results/" + name + "`"))
                    .as(name + "/compare.md")
                    .isEqualTo(Files.readString(committed.resolve("compare.md")));
        }
    }

    /** The planner gave the third epoch rounds of its own: "How sure" says each epoch's, not the most of any. */
    @Test
    void howSureNamesEachEpochsRoundsWhereTheyDiffer() throws IOException {
        assertThat(BenchSummary.read(FIRST).roundsPerEpoch()).containsExactly(2, 2, 3);
        assertThat(Files.readString(FIRST.resolve("compare.md")))
                .contains("How sure: 3 epoch(s) of 2, 2 and 3 round(s); every published main effect");
        assertThat(BenchSummary.read(REFERENCE).roundsPerEpoch()).containsExactly(4, 4, 4);
        assertThat(Files.readString(REFERENCE.resolve("compare.md"))).contains("How sure: 3 epoch(s) × 4 round(s);");
    }

    @Test
    void theFirstAgainstTheReferenceRegeneratesLikeWithLike() throws IOException {
        RunChangeModel change = change(REFERENCE, FIRST);

        assertThat(RunComparison.markdown(change)).isEqualTo(Files.readString(FIRST.resolve("against-reference.md")));
        assertThat(change.sides().candidateOnly())
                .as("the ORM variants, new since the reference")
                .hasSize(7);
        assertThat(change.sides().baselineOnly()).isEmpty();
    }

    @Test
    void theSecondAgainstTheFirstIsTheSameCommandAgain() throws IOException {
        RunChangeModel change = change(FIRST, SECOND);

        assertThat(RunComparison.markdown(change)).isEqualTo(Files.readString(SECOND.resolve("against-default-2.md")));
        assertThat(change.sides().candidateOnly()).isEmpty();
        assertThat(change.sides().baselineOnly()).isEmpty();

        RunSettings first = BenchSummary.read(FIRST).settings();
        ReferenceRunTest.assertSameCommand(first, BenchSummary.read(SECOND).settings());
        assertThat(ReferenceRunTest.sessions(first)).hasSize(24);
    }

    /** `just compare BASELINE CANDIDATE`'s change, each run named as its directory under results/. */
    private static RunChangeModel change(Path baseline, Path candidate) throws IOException {
        return RunChanges.of(analysis(baseline), analysis(candidate));
    }

    private static RunModel analysis(Path run) throws IOException {
        return RunAnalysis.of(List.of(BenchSummary.read(run)), List.of("results/" + run.getFileName()));
    }
}
