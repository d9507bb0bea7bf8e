package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.report.change.RunComparison;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * `just bench --framework spring` on two Intel Xeons of other models (207, then 167): the second run's comparison with
 * the first, as its README cites it, regenerated from both summaries as committed. The same command on two machines,
 * so what moved is the machine's, or chance's: the comparison says which ratios travelled.
 */
class DocumentedFrameworkRunsTest {

    static final Path FIRST = Path.of("..", "results", "xeon-spring-framework");
    static final Path OTHER_XEON = Path.of("..", "results", "xeon-f6m167-spring-framework");

    @Test
    void springBootsRunOnTheOtherXeonAgainstTheFirst() throws IOException {
        RunChangeModel change = ReferenceRunTest.change(FIRST, OTHER_XEON);
        ReadmeBlock.holds(OTHER_XEON.resolve("against-xeon-spring-framework.md"), RunComparison.markdown(change));
        assertThat(change.sides().acrossMachines()).as("two machines").isTrue();
        assertThat(change.sides().candidateOnly()).isEmpty();
        assertThat(change.sides().baselineOnly()).isEmpty();
        ReferenceRunTest.assertSameCommand(
                BenchSummary.read(FIRST).settings(),
                BenchSummary.read(OTHER_XEON).settings());
    }
}
