package crudbench.harness.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalLong;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The sampler on this JVM's own process, as /proc shows it: real values, not a fake /proc. */
class ProcSamplerTest {

    private static final long SELF = ProcessHandle.current().pid();

    /** Where the busy loop's result goes, so that the JIT keeps the loop. */
    private static volatile long sink;

    @BeforeEach
    void onLinux() {
        assumeTrue(Files.isDirectory(Path.of("/proc/self")), "/proc is Linux's");
    }

    @Test
    void samplesThisJvmsMemoryAndThreadsAndTheCpuItBurns() throws InterruptedException {
        ProcSampler sampler = ProcSampler.start(SELF, OptionalLong.empty(), Duration.ofMillis(20));
        long burned = burnCpu(Duration.ofMillis(300));
        Thread.sleep(100);
        ProcSampler.Window w = sampler.stop();

        assertThat(w.cpuMs()).as("CPU of this JVM in the window").isGreaterThanOrEqualTo(burned - 50);
        assertThat(w.postgresCpuMs()).as("not asked").isNull();
        assertThat(w.samples()).hasSizeGreaterThanOrEqualTo(5);
        assertThat(w.rssMaxBytes()).as("a JVM holds more than 10 MB").isGreaterThan(10_000_000L);
        assertThat(w.rssMeanBytes()).isPositive().isLessThanOrEqualTo(w.rssMaxBytes());
        assertThat(w.peakRssBytes()).as("the peak since start").isGreaterThanOrEqualTo(w.rssMaxBytes());
        assertThat(w.threadsMax()).as("this test's thread and the sampler's").isGreaterThanOrEqualTo(2);
        assertThat(w.samples())
                .allSatisfy(s -> assertThat(s.rssBytes()).isPositive())
                .isSortedAccordingTo((a, b) -> Long.compare(a.nanoTime(), b.nanoTime()));
    }

    @Test
    void samplesAccumulateWithTimeAndStopAtTheStop() throws InterruptedException {
        ProcSampler sampler = ProcSampler.start(SELF, OptionalLong.empty(), Duration.ofMillis(20));
        Thread.sleep(200);
        int early = sampler.samples().size();
        Thread.sleep(200);
        int later = sampler.samples().size();
        ProcSampler.Window w = sampler.stop();
        Thread.sleep(100);

        assertThat(early).as("sampling starts at once").isGreaterThanOrEqualTo(2);
        assertThat(later).isGreaterThan(early);
        assertThat(w.samples()).as("and one at the stop").hasSizeGreaterThan(later);
        assertThat(sampler.samples()).as("nothing after the stop").hasSameSizeAs(w.samples());
        assertThat(sampler.stop()).as("one window").isSameAs(w);
    }

    @Test
    void aProcessTreeIsMeasuredOnlyWhenAsked() {
        ProcSampler sampler = ProcSampler.start(SELF, OptionalLong.of(SELF), Duration.ofMillis(50));
        burnCpu(Duration.ofMillis(100));
        ProcSampler.Window w = sampler.stop();

        // This JVM as the tree's root: its own CPU, and its children's.
        assertThat(w.postgresCpuMs()).isNotNull().isGreaterThanOrEqualTo(50.0);
    }

    @Test
    void aGoneProcessGivesNoValuesRatherThanZeros() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        ProcSampler.Window w = ProcSampler.start(gone.pid(), OptionalLong.empty(), Duration.ofMillis(10))
                .stop();

        assertThat(w.samples()).isEmpty();
        assertThat(w.cpuMs()).isNull();
        assertThat(w.rssMeanBytes()).isNull();
        assertThat(w.rssMaxBytes()).isNull();
        assertThat(w.threadsMax()).isNull();
    }

    @Test
    void aPeriodMustBePositive() {
        assertThatThrownBy(() -> ProcSampler.start(SELF, OptionalLong.empty(), Duration.ZERO))
                .hasMessageContaining("positive");
    }

    @Test
    void aReapedChildsCpuIsWhatItBurned() throws Exception {
        Duration before = ProcStats.reapedChildrenCpu(SELF);
        // A shell loop: nothing but CPU, about half a second of it here.
        Process child = new ProcessBuilder("sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done").start();
        assertThat(child.waitFor()).isZero();
        Duration after = ProcStats.reapedChildrenCpu(SELF);

        assertThat(ProcStats.millisBetween(before, after)).isGreaterThanOrEqualTo(100L);
        assertThat(ProcStats.millisBetween(null, after)).isNull();
    }

    /** Spins until this thread used {@code cpu}; returns the ms it used. */
    private static long burnCpu(Duration cpu) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = threads.getCurrentThreadCpuTime();
        long x = 0;
        while (threads.getCurrentThreadCpuTime() - start < cpu.toNanos()) {
            for (int i = 0; i < 100_000; i++) {
                x += i ^ (x >>> 3);
            }
        }
        sink = x;
        return (threads.getCurrentThreadCpuTime() - start) / 1_000_000;
    }
}
