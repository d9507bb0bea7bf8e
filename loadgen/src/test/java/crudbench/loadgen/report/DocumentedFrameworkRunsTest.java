package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * `just bench --framework spring`, and `--framework quarkus`, each on two Intel Xeons of other models (207, then 167):
 * the same command, the same sessions on both sides, and two machines, so what moved is the machine's, or chance's.
 * The comparisons their READMEs cite, which say which ratios travelled, CommittedComparisonsTest regenerates.
 */
class DocumentedFrameworkRunsTest {

    static final Path FIRST = Path.of("..", "results", "xeon-spring-framework");
    static final Path OTHER_XEON = Path.of("..", "results", "xeon-f6m167-spring-framework");
    static final Path QUARKUS_FIRST = Path.of("..", "results", "xeon-quarkus-framework");
    static final Path QUARKUS_OTHER_XEON = Path.of("..", "results", "xeon-f6m167-quarkus-framework");

    @Test
    void springBootsRunOnTheOtherXeonAgainstTheFirst() throws IOException {
        assertSameSessionsOnTwoMachines(FIRST, OTHER_XEON);
    }

    @Test
    void quarkusRunOnTheOtherXeonAgainstTheFirst() throws IOException {
        assertSameSessionsOnTwoMachines(QUARKUS_FIRST, QUARKUS_OTHER_XEON);
    }

    private static void assertSameSessionsOnTwoMachines(Path first, Path other) throws IOException {
        RunChangeModel change = ReferenceRunTest.change(first, other);
        assertThat(change.sides().acrossMachines()).as("two machines").isTrue();
        assertThat(change.sides().candidateOnly()).isEmpty();
        assertThat(change.sides().baselineOnly()).isEmpty();
        ReferenceRunTest.assertSameCommand(
                BenchSummary.read(first).settings(), BenchSummary.read(other).settings());
    }
}
