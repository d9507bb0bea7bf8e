package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * `just bench --framework spring` on two Intel Xeons of other models (207, then 167): the same command, the same
 * sessions on both sides, and two machines, so what moved is the machine's, or chance's. The comparison its README
 * cites, which says which ratios travelled, CommittedComparisonsTest regenerates.
 */
class DocumentedFrameworkRunsTest {

    static final Path FIRST = Path.of("..", "results", "xeon-spring-framework");
    static final Path OTHER_XEON = Path.of("..", "results", "xeon-f6m167-spring-framework");

    @Test
    void springBootsRunOnTheOtherXeonAgainstTheFirst() throws IOException {
        RunChangeModel change = ReferenceRunTest.change(FIRST, OTHER_XEON);
        assertThat(change.sides().acrossMachines()).as("two machines").isTrue();
        assertThat(change.sides().candidateOnly()).isEmpty();
        assertThat(change.sides().baselineOnly()).isEmpty();
        ReferenceRunTest.assertSameCommand(
                BenchSummary.read(FIRST).settings(),
                BenchSummary.read(OTHER_XEON).settings());
    }
}
