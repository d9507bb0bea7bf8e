package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.loadgen.model.CalibrationRow;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CellCalibrationTest {

    private static CalibrationRow row(int cells, int inside) {
        return new CalibrationRow("epochs", "a and b", cells, inside, 0.1, 0.2, 1);
    }

    @Test
    void theChanceOfAsManyMissesIsTheBinomialsUpperTail() {
        // 1 - 0.95^18 - 18 * 0.05 * 0.95^17, worked out by hand
        assertThat(CellCalibration.chanceOfAsManyMisses(18, 16)).isCloseTo(0.22648, within(1e-5));
        assertThat(CellCalibration.chanceOfAsManyMisses(4, 3)).isCloseTo(1 - Math.pow(0.95, 4), within(1e-12));
        assertThat(CellCalibration.chanceOfAsManyMisses(10, 10)).isEqualTo(1);
        assertThat(CellCalibration.chanceOfAsManyMisses(0, 0)).isEqualTo(1);
    }

    @Test
    void honestIntervalsPassTheRuleOnEachJudgedPairAsTheBinomialAllows() {
        // 54 cells: 90% allows 5 misses; 18 cells: 1; a pair of 8 and the total are not multiplied in
        double p54 = 0;
        for (int k = 0; k <= 5; k++) {
            p54 += binomial(54, k);
        }
        double p18 = binomial(18, 0) + binomial(18, 1);
        assertThat(CellCalibration.chanceHonestIntervalsPass(java.util.List.of(
                        row(54, 54),
                        row(18, 18),
                        row(8, 6),
                        new CalibrationRow("epochs", CalibrationRow.EVERY_PAIR, 80, 78, 0.1, 0.2, 1))))
                .isCloseTo(p54 * p18, within(1e-9));
    }

    private static double binomial(int n, int k) {
        double c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i) / (i + 1);
        }
        return c * Math.pow(0.05, k) * Math.pow(0.95, n - k);
    }

    /** The tail agrees with a simulation of honest intervals: each of 18 cells outside with chance 5%. */
    @Test
    void theChanceMatchesHonestIntervalsSimulated() {
        Random random = new Random(18);
        int trials = 200_000;
        int asMany = 0;
        for (int t = 0; t < trials; t++) {
            int misses = 0;
            for (int c = 0; c < 18; c++) {
                if (random.nextDouble() < 0.05) {
                    misses++;
                }
            }
            if (misses >= 2) {
                asMany++;
            }
        }
        assertThat((double) asMany / trials).isCloseTo(CellCalibration.chanceOfAsManyMisses(18, 16), within(0.005));
    }
}
