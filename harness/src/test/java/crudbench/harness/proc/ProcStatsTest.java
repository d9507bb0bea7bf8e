package crudbench.harness.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** /proc's stat lines as ProcStats reads them, and this JVM's own threads as Linux shows them. */
class ProcStatsTest {

    private static final String STAT =
            "4242 (C2 CompilerThre) S 4200 4200 4200 0 -1 1077936192 3191 0 0 0 150 25 7 3 20 0 40 0 100 "
                    + "0 0 18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 -1 1 0 0 0 0 0";

    @Test
    void readsUserAndSystemTicksEvenWithSpacesInTheName() {
        assertThat(ProcStats.statCpu(STAT, false)).isEqualTo(Duration.ofMillis(1_750));
        assertThat(ProcStats.statCpu(STAT, true))
                .as("with the waited-for children's 7 + 3 ticks")
                .isEqualTo(Duration.ofMillis(1_850));
    }

    @Test
    void everyThreadOfThisJvmIsReadWithItsOwnCpu() {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "/proc is Linux's");
        long pid = ProcessHandle.current().pid();
        Map<String, Duration> threads = ProcStats.threadCpu(pid);

        assertThat(threads.keySet())
                .anyMatch(name -> name.startsWith("C1 CompilerThre") || name.startsWith("C2 CompilerThre"))
                .allMatch(name -> name.matches(".+/\\d+"));
        Duration sum = threads.values().stream().reduce(Duration.ZERO, Duration::plus);
        assertThat(sum)
                .as("the threads' CPU adds up to no more than the process's")
                .isLessThanOrEqualTo(ProcStats.cpu(pid, false).plusMillis(10L * threads.size()));
    }

    @Test
    void aProcessThatIsGoneHasNoThreadsAndNoCpu() {
        assertThat(ProcStats.threadCpu(Long.MAX_VALUE)).isEmpty();
        assertThat(ProcStats.cpu(Long.MAX_VALUE, false)).isNull();
    }
}
