package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import crudbench.harness.proc.ThreadGroups;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The rest after a warm-up pass: none when the rule asks for none, and short when the JIT has nothing to compile. */
class JitRestTest {

    @Test
    void noRestWhenTheRuleAsksForNone() {
        assertThat(JitRest.rest(ThreadGroups.system(), ProcessHandle.current().pid(), 0))
                .isZero();
    }

    @Test
    void aJitWithNothingToCompileEndsTheRestAtTheFirstPoll() {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "/proc is Linux's");
        long self = ProcessHandle.current().pid();
        ThreadGroups threads = ThreadGroups.system();
        assertThat(JitRest.jitMs(threads, self))
                .as("this JVM's compilers have run")
                .isPositive();
        // Quiet enough that the compilers are idle: give them a moment with nothing new to compile.
        double rested = JitRest.rest(threads, self, 10);
        assertThat(rested).as("well before the 10 s limit").isLessThan(5.0);
        assertThat(JitRest.jitMs(threads, Long.MAX_VALUE))
                .as("a process that is gone")
                .isZero();
    }
}
