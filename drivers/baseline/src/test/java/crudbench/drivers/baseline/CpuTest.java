package crudbench.drivers.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.harness.proc.ProcStats;
import java.time.Duration;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class CpuTest {

    @Test
    void cpuPerQueryIsTheWindowsCpuOverItsQueriesAndUnknownStaysUnknown() {
        Long ms = ProcStats.millisBetween(Duration.ofMillis(1_000), Duration.ofMillis(3_500));
        assertThat(ms).isEqualTo(2_500);
        assertThat(Cpu.perQuery(ms, 100_000)).isCloseTo(0.025, within(1e-12));
        assertThat(ProcStats.millisBetween(null, Duration.ofMillis(1))).isNull();
        assertThat(Cpu.perQuery(null, 10)).isNull();
        assertThat(Cpu.perQuery(5L, 0))
                .as("nothing answered: no per-query figure")
                .isNull();
    }

    @Test
    void threadCpuIsCountedFromEachThreadsStartAndIdleOnesAreLeftOut() {
        Map<String, Long> used = Cpu.threadMillis(
                Map.of(
                        "r2dbc-epoll-1/11",
                        Duration.ofMillis(100),
                        "r2dbc-epoll-2/12",
                        Duration.ofMillis(200),
                        "GC Thread#0/13",
                        Duration.ofMillis(50)),
                Map.of(
                        "r2dbc-epoll-1/11",
                        Duration.ofMillis(900),
                        "r2dbc-epoll-2/12",
                        Duration.ofMillis(200),
                        "GC Thread#0/13",
                        Duration.ofMillis(70),
                        "jdbc-worker-0/14",
                        Duration.ofMillis(30)));
        assertThat(used)
                .containsOnly(
                        Map.entry("r2dbc-epoll-1/11", 800L),
                        Map.entry("GC Thread#0/13", 20L),
                        Map.entry("jdbc-worker-0/14", 30L));
    }

    @Test
    void aBusyThreadDidAtLeastATenthOfTheBusiestOnesWork() {
        Map<String, Long> loops = Map.of(
                "r2dbc-epoll-1/1",
                1_000L,
                "r2dbc-epoll-2/2",
                100L,
                "r2dbc-epoll-3/3",
                99L,
                "r2dbc-epoll-4/4",
                10L,
                "C2 CompilerThre/5",
                5_000L);
        assertThat(Cpu.busyThreads(loops, "r2dbc-")).isEqualTo(2);
        assertThat(Cpu.busyThreads(loops, "jdbc-worker-")).isNull();
        assertThat(Cpu.busyThreads(Map.of("jdbc-worker-0/1", 10L), "jdbc-worker-"))
                .as("one tick is noise")
                .isZero();
    }

    @Test
    void percentilesAreInMilliseconds() {
        Histogram nanos = new Histogram(3);
        for (int i = 1; i <= 100; i++) {
            nanos.recordValue(i * 10_000L);
        }
        assertThat(Cpu.percentileMs(nanos, 50)).isCloseTo(0.5, within(0.001));
        assertThat(Cpu.percentileMs(nanos, 99)).isCloseTo(0.99, within(0.001));
        assertThat(Cpu.percentileMs(new Histogram(3), 50)).isNull();
    }
}
