package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.results.Estimates;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The plans a run can still take, each with the intervals it would give: k more epochs of r rounds each,
 * for every k up to {@link BenchProfile#MAX_EPOCHS} epochs in all and every r from 2 to {@link
 * BenchProfile#MAX_ROUNDS}. For each watched effect, its two variance components (Kalibera and Jones, by
 * {@link VarianceComponents}) predict the variance of its mean over E epochs of r_i rounds,
 * (E·σ_epoch² + σ_round²·Σ 1/r_i) / E², and its half-width is t(E − 1) times that variance's root, t
 * being the quantile the interval itself takes over epochs. That t is what r* leaves out: with three
 * epochs it is 4.30, with five 2.78, so a fourth and fifth epoch can narrow an interval more than any
 * number of rounds, even where the epochs show no spread of their own. The bench chooses among these
 * plans by the time it has left ({@link Estimates.EpochPlan#choose}); no cap on rounds stands in for that.
 */
final class EpochPlanner {

    private EpochPlanner() {}

    /** t's quantile by degrees of freedom, up to a run's most epochs: the plans ask for the same few thousands of times. */
    private static final double[] QUANTILES = quantiles();

    private static double[] quantiles() {
        double[] t = new double[BenchProfile.MAX_EPOCHS];
        for (int df = 1; df < t.length; df++) {
            t[df] = RoundContrasts.quantile(df);
        }
        return t;
    }

    private static double quantile(int degreesOfFreedom) {
        return degreesOfFreedom > 0 && degreesOfFreedom < QUANTILES.length
                ? QUANTILES[degreesOfFreedom]
                : RoundContrasts.quantile(degreesOfFreedom);
    }

    /** Every plan, with the widest and the median predicted half-width; empty until two epochs tell. */
    static List<Estimates.EpochPlan> plans(
            List<Map<Integer, Double>> effects, double epochSeconds, double roundSeconds) {
        List<VarianceComponents.Components> components = new ArrayList<>();
        List<Map<Integer, Integer>> roundsByEpoch = new ArrayList<>();
        for (Map<Integer, Double> rounds : effects) {
            VarianceComponents.of(rounds).ifPresent(c -> {
                components.add(c);
                roundsByEpoch.add(roundsByEpoch(rounds));
            });
        }
        if (components.isEmpty() || epochSeconds <= 0 || roundSeconds <= 0) {
            return List.of();
        }
        List<Estimates.EpochPlan> plans = new ArrayList<>();
        int done = roundsByEpoch.stream().mapToInt(Map::size).max().orElse(0);
        for (int more = 1; done + more <= BenchProfile.MAX_EPOCHS; more++) {
            for (int r = 2; r <= BenchProfile.MAX_ROUNDS; r++) {
                List<Double> widths = new ArrayList<>();
                for (int i = 0; i < components.size(); i++) {
                    widths.add(halfWidth(components.get(i), roundsByEpoch.get(i), more, r));
                }
                plans.add(new Estimates.EpochPlan(
                        more,
                        r,
                        more * (epochSeconds + r * roundSeconds),
                        widths.stream().mapToDouble(Double::doubleValue).max().orElseThrow(),
                        Averages.median(widths)));
            }
        }
        return plans;
    }

    /** The predicted half-width, as a share (0.05: ±5%), after {@code more} epochs of {@code r} rounds each. */
    static double halfWidth(VarianceComponents.Components c, Map<Integer, Integer> roundsByEpoch, int more, int r) {
        int epochs = roundsByEpoch.size() + more;
        double inverseRounds =
                roundsByEpoch.values().stream().mapToDouble(n -> 1.0 / n).sum() + (double) more / r;
        double variance = (epochs * c.epoch() + c.round() * inverseRounds) / ((double) epochs * epochs);
        return Math.exp(quantile(epochs - 1) * Math.sqrt(variance)) - 1;
    }

    private static Map<Integer, Integer> roundsByEpoch(Map<Integer, Double> rounds) {
        Map<Integer, Integer> counts = new TreeMap<>();
        rounds.keySet().forEach(key -> counts.merge(Measurements.epochOf(key), 1, Integer::sum));
        return counts;
    }
}
