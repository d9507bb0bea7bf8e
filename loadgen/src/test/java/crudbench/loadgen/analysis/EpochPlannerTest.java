package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.results.Estimates;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EpochPlannerTest {

    private static final Map<Integer, Integer> TWO_EPOCHS_OF_FOUR = Map.of(1, 4, 2, 4);

    @Test
    void thePredictedHalfWidthIsTheTIntervalOverEpochMeans() {
        // No spread between epochs: 5 epochs of 4 rounds at ±8% a round give t(4)·0.08/√20.
        var c = new VarianceComponents.Components(0, 0.08 * 0.08);
        double predicted = EpochPlanner.halfWidth(c, TWO_EPOCHS_OF_FOUR, 3, 4);
        assertThat(Math.log1p(predicted)).isCloseTo(2.776 * 0.08 / Math.sqrt(20), within(1e-3));
        // With spread between epochs, rounds cannot narrow it below t(E-1)·σ_epoch/√E.
        var spread = new VarianceComponents.Components(0.02 * 0.02, 0.08 * 0.08);
        double manyRounds = EpochPlanner.halfWidth(spread, TWO_EPOCHS_OF_FOUR, 1, 50);
        assertThat(Math.log1p(manyRounds)).isGreaterThan(4.303 * 0.02 / Math.sqrt(3));
    }

    @Test
    void moreEpochsBeatMoreRoundsForTheSameRoundsWhenFewEpochsMakeTheTQuantileLarge() {
        var c = new VarianceComponents.Components(0, 0.08 * 0.08);
        double oneEpochOfTwelve = EpochPlanner.halfWidth(c, TWO_EPOCHS_OF_FOUR, 1, 12);
        double threeEpochsOfFour = EpochPlanner.halfWidth(c, TWO_EPOCHS_OF_FOUR, 3, 4);
        assertThat(threeEpochsOfFour).isLessThan(oneEpochOfTwelve * 0.6);
    }

    @Test
    void thePlansCoverEveryCountOfEpochsAndRoundsWithTheirTime() {
        Random random = new Random(7);
        Map<Integer, Double> rounds = new HashMap<>();
        for (int epoch = 1; epoch <= 2; epoch++) {
            double epochMean = random.nextGaussian() * 0.02;
            for (int round = 1; round <= 4; round++) {
                rounds.put(Measurements.key(0, epoch, round), epochMean + random.nextGaussian() * 0.08);
            }
        }
        List<Estimates.EpochPlan> plans = EpochPlanner.plans(List.of(rounds), 600, 60);
        assertThat(plans).hasSize(8 * 49);
        Estimates.EpochPlan one = plans.getFirst();
        assertThat(one.epochs()).isEqualTo(1);
        assertThat(one.roundsPerEpoch()).isEqualTo(2);
        assertThat(one.seconds()).isEqualTo(600 + 2 * 60);
        // Time left for two more epochs of four: the choice is the narrowest plan that fits, no other.
        double left = 2 * (600 + 4 * 60);
        Estimates.EpochPlan chosen =
                Estimates.EpochPlan.choose(plans, left, 0.001).orElseThrow();
        assertThat(chosen.seconds()).isLessThanOrEqualTo(left);
        assertThat(plans.stream().filter(p -> p.seconds() <= left))
                .allSatisfy(p -> assertThat(p.widest()).isGreaterThanOrEqualTo(chosen.widest() - 0.0005));
        // Where a plan reaches the target, the shortest of those is taken.
        Estimates.EpochPlan enough =
                Estimates.EpochPlan.choose(plans, Double.POSITIVE_INFINITY, 0.2).orElseThrow();
        assertThat(plans.stream().filter(p -> p.widest() <= 0.2))
                .allSatisfy(p -> assertThat(p.seconds()).isGreaterThanOrEqualTo(enough.seconds()));
        assertThat(EpochPlanner.plans(List.of(Map.of(Measurements.key(0, 1, 1), 0.1)), 600, 60))
                .isEmpty();
    }
}
