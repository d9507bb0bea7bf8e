package crudbench.harness.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The speed index on this machine: real CPU time, so the bounds are generous (the machine is shared). */
class SpeedProbeTest {

    @Test
    void twoProbesAgreeWithinAFactorOfThree() {
        SpeedProbe.Result first = SpeedProbe.measure();
        SpeedProbe.Result second = SpeedProbe.measure();
        System.out.printf(
                "speed probe: %s, %d passes: %.1f / %.1f ms CPU, %.1f / %.1f ms wall%n",
                first.work(), first.passes(), first.cpuMs(), second.cpuMs(), first.wallMs(), second.wallMs());

        assertThat(first.passes()).isEqualTo(SpeedProbe.PASSES);
        assertThat(first.work()).isNotBlank();
        assertThat(first.cpuMs()).isPositive();
        assertThat(second.cpuMs()).isPositive();
        assertThat(first.wallMs())
                .as("a thread cannot use more CPU than the time it ran")
                .isGreaterThanOrEqualTo(first.cpuMs() * 0.95);
        assertThat(first.cpuMsPerPass() / second.cpuMsPerPass()).isBetween(1 / 3.0, 3.0);
        assertThat(second.checksum()).as("the same work, the same hash").isEqualTo(first.checksum());
    }

    @Test
    void fourTimesTheWorkTakesMoreThanTwiceTheCpu() {
        SpeedProbe.Result small = SpeedProbe.measure(SpeedProbe.PASSES / 4);
        SpeedProbe.Result large = SpeedProbe.measure(SpeedProbe.PASSES);

        assertThat(large.cpuMs()).isGreaterThan(2 * small.cpuMs());
        assertThat(large.checksum())
                .as("a different number of passes, a different hash")
                .isNotEqualTo(small.checksum());
    }

    @Test
    void theWorkIsTheSameOnEveryMachine() {
        assertThat(SpeedProbe.measure(2).checksum()).isEqualTo(1_755_028_431_678_599_157L);
    }

    @Test
    void theWorkMustBeSomething() {
        assertThatThrownBy(() -> SpeedProbe.measure(0)).hasMessageContaining("positive");
    }
}
