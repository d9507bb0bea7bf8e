package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RatioInterval;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A round's spread, told apart by metric: the slices that decide the CPU effects at equal load are long enough only
 * if a round of them varies no more than a round of throughput, and "How sure" says which is wider.
 */
class VarianceComponentsTest {

    private static final RatioInterval ANY = new RatioInterval(1.0, 0.9, 1.1, 6);

    @Test
    void eachMetricsRoundSpreadIsTheMedianOfItsOwnEffects() {
        // Rounds alternate ±d around each epoch's mean, so each effect's σ_round is d·√(4/3) (4 rounds, 3 d.f.).
        var throughput = List.of(
                effect("get", "throughput", alternating(0.02)),
                effect("list10", "throughput", alternating(0.03)),
                effect("mix", "throughput", alternating(0.04)));
        var cpu = List.of(
                effect("get", "app-cpu", alternating(0.05)),
                effect("list10", "app-cpu", alternating(0.07)),
                effect("mix", "app-cpu", alternating(0.09)));

        Map<Metric, Double> spread =
                VarianceComponents.roundSdByMetric(java.util.stream.Stream.concat(throughput.stream(), cpu.stream())
                        .toList());

        double perD = Math.sqrt(4.0 / 3);
        assertThat(spread.get(Metric.THROUGHPUT)).isCloseTo(0.03 * perD, within(1e-9));
        assertThat(spread.get(Metric.APP_CPU)).isCloseTo(0.07 * perD, within(1e-9));
        assertThat(Confidence.byMetric(spread))
                .isEqualTo("; a round ±3.5% in throughput, ±8.1% in app CPU per request at equal load");
    }

    @Test
    void aMetricWithNoEffectOrOneEpochTellsNothing() {
        Map<Integer, Double> oneEpoch = new HashMap<>();
        for (int round = 1; round <= 4; round++) {
            oneEpoch.put(Measurements.key(0, 1, round), round % 2 == 0 ? 0.05 : -0.05);
        }
        Map<Metric, Double> spread = VarianceComponents.roundSdByMetric(
                List.of(effect("get", "throughput", alternating(0.02)), effect("get", "app-cpu", oneEpoch)));

        assertThat(spread).containsOnlyKeys(Metric.THROUGHPUT);
        assertThat(Confidence.byMetric(spread)).isEmpty();
    }

    /** Three epochs of four rounds, each epoch at its own level, the rounds ±d around it. */
    private static Map<Integer, Double> alternating(double d) {
        Map<Integer, Double> rounds = new HashMap<>();
        for (int epoch = 1; epoch <= 3; epoch++) {
            for (int round = 1; round <= 4; round++) {
                rounds.put(Measurements.key(0, epoch, round), 0.01 * epoch + (round % 2 == 0 ? d : -d));
            }
        }
        return rounds;
    }

    private static GridEstimates.MainRounds effect(String scenario, String metric, Map<Integer, Double> rounds) {
        LoadModel model = metric.equals("throughput") ? LoadModel.CLOSED : LoadModel.OPEN;
        int load = model == LoadModel.CLOSED ? 64 : 500;
        return new GridEstimates.MainRounds(
                new Effect(scenario, model, load, metric, Effect.DATA_ACCESS, "r2dbc", "jdbc-platform", ANY), rounds);
    }
}
