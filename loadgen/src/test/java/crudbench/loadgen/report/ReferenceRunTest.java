package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

    @Test
    void theReadmeOpensWithTheReferenceRunsAnswer() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        int begin = readme.indexOf(BEGIN);
        int end = readme.indexOf(END);
        assertThat(begin).as("the README's answer block").isPositive();
        assertThat(end).isGreaterThan(begin);
        assertThat(readme.substring(0, begin).lines().count())
                .as("the answer right after the first paragraphs")
                .isLessThan(20);
        String quoted = readme.substring(begin + BEGIN.length(), end);
        String generated = ReadmeAnswer.markdown(
                RunAnalysis.of(List.of(BenchSummary.read(REFERENCE)), List.of("results/reference")));
        assertThat(quoted).isEqualTo(generated);
    }

    @Test
    void theSummaryIsAFullGridWithItsLengthAndEffects() throws IOException {
        BenchSummary summary = BenchSummary.read(REFERENCE);
        assertThat(summary.measured().variantRuns()).hasSize(14);
        assertThat(summary.length()).isNotNull();
        assertThat(summary.effects()).isNotEmpty();
        assertThat(summary.machine()).isNotNull();
    }
}
