package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.results.RatioInterval;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PairedRatioTest {

    @Test
    void aSteadyRatioUnderADriftingMachineIsClear() {
        // The machine halves its speed in round 3; both apps feel it, their ratio does not move.
        Map<Integer, Double> a = Map.of(1, 800.0, 2, 820.0, 3, 400.0, 4, 790.0);
        Map<Integer, Double> b = Map.of(1, 1000.0, 2, 1000.0, 3, 500.0, 4, 1000.0);

        RatioInterval ratio = PairedRatio.ratio(a, b).orElseThrow();

        assertThat(ratio.estimate()).isCloseTo(0.80, within(0.01));
        // four rounds: the mean of the log ratios ± t(0.975, 3) = 3.18 standard errors
        assertThat(ratio.low()).isCloseTo(0.783, within(0.001));
        assertThat(ratio.high()).isCloseTo(0.823, within(0.001));
        assertThat(ratio.clear()).isTrue();
        assertThat(ratio.verdict()).isEqualTo("0.80x [0.78–0.82]");
    }

    @Test
    void ratiosOnBothSidesOfOneAreNoClearDifference() {
        Map<Integer, Double> a = Map.of(1, 950.0, 2, 1060.0, 3, 1000.0);
        Map<Integer, Double> b = Map.of(1, 1000.0, 2, 1000.0, 3, 1000.0);

        RatioInterval ratio = PairedRatio.ratio(a, b).orElseThrow();

        assertThat(ratio.low()).isLessThan(1);
        assertThat(ratio.high()).isGreaterThan(1);
        assertThat(ratio.clear()).isFalse();
        assertThat(ratio.verdict()).endsWith("no clear difference");
    }

    @Test
    void onlyRoundsBothSidesHavePairAndOneRoundHasNoInterval() {
        RatioInterval one = PairedRatio.ratio(Map.of(1, 500.0, 2, 600.0), Map.of(2, 1200.0, 3, 1000.0))
                .orElseThrow();

        assertThat(one.rounds()).isEqualTo(1);
        assertThat(one.estimate()).isEqualTo(0.5);
        assertThat(one.clear()).as("one round cannot tell").isFalse();
        assertThat(one.verdict()).isEqualTo("0.50x (one round: no interval)");
        assertThat(PairedRatio.ratio(Map.of(1, 1.0), Map.of(2, 1.0))).isEmpty();
        assertThat(PairedRatio.ratio(Map.of(1, 1.0), Map.of(1, 0.0)))
                .as("a zero has no ratio")
                .isEmpty();
    }

    @Test
    void medianOfOddAndEvenCounts() {
        assertThat(Averages.median(List.of(3.0, 1.0, 2.0))).isEqualTo(2.0);
        assertThat(Averages.median(List.of(4.0, 1.0, 2.0, 3.0))).isEqualTo(2.5);
    }
}
