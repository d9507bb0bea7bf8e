package crudbench.loadgen.report.docs;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The machine the doc tables name for a run: the CPU's short name, and its model where the run recorded one. */
class FirstRoundTableTest {

    private static String machineOf(String run) throws IOException {
        return FirstRoundTable.machine(BenchSummary.read(Path.of("..", "results", run)));
    }

    @Test
    void twoXeonsOfOtherModelsAreTwoMachines() throws IOException {
        assertThat(machineOf("xeon-reference")).isEqualTo("Intel Xeon, model 207");
        assertThat(machineOf("xeon-f6m167-micronaut-framework")).isEqualTo("Intel Xeon, model 167");
        assertThat(machineOf("reference")).isEqualTo("AMD EPYC, model 17");
    }

    @Test
    void aRunThatRecordedNoModelIsNamedWithout() throws IOException {
        assertThat(machineOf("quick-reference")).isEqualTo("AMD EPYC");
    }
}
