package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Estimates;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * How much each level of a run varies, as Kalibera and Jones measure it ("Rigorous Benchmarking in
 * Reasonable Time", ISMM 2013): for each effect, a one-way random-effects analysis of variance of
 * its rounds' log values grouped by epoch gives the spread of one round within its epoch
 * (σ_round², the mean square within) and the spread of the epochs' true means (σ_epoch², the mean
 * square between, less what the rounds alone would give, over the rounds per epoch; never below
 * zero). An epoch's mean varies by σ_epoch² + σ_round²/r, and an epoch costs its start and warm-up
 * (c_epoch) plus r rounds (c_round each); for a given time the intervals are narrowest at
 * r* = √((c_epoch / c_round) · σ_round² / σ_epoch²) rounds per epoch. A run prints what it measured,
 * and `--precision` adds epochs by it.
 */
final class VarianceComponents {

    private VarianceComponents() {}

    /** One effect's two components, as variances on the log scale. */
    record Components(double epoch, double round) {}

    /** The medians over these effects' rounds (each by its round's key); null until two epochs tell. */
    static Estimates.Levels levels(List<Map<Integer, Double>> effects, BenchSummary summary) {
        List<Components> all = new ArrayList<>();
        for (Map<Integer, Double> rounds : effects) {
            of(rounds).ifPresent(all::add);
        }
        if (all.isEmpty()) {
            return null;
        }
        double epoch = Averages.median(all.stream().map(Components::epoch).toList());
        double round = Averages.median(all.stream().map(Components::round).toList());
        double epochCost = EpochCosts.epochSeconds(summary);
        double roundCost = EpochCosts.roundSeconds(summary);
        return new Estimates.Levels(
                Math.sqrt(epoch),
                Math.sqrt(round),
                roundsPerEpoch(epoch, round, epochCost, roundCost),
                EpochPlanner.plans(effects, epochCost, roundCost));
    }

    /**
     * The spread of one round within its epoch for each metric the answer publishes (throughput at saturation, app
     * CPU per request at equal load), the median over that metric's effects: whether the slices that decide the CPU
     * effects are long enough that a round of them varies no more than a round of throughput. Empty for a metric
     * with no effect to tell, or with fewer than two epochs.
     */
    static Map<Metric, Double> roundSdByMetric(List<GridEstimates.MainRounds> published) {
        Map<Metric, Double> spread = new EnumMap<>(Metric.class);
        for (Metric metric : List.of(Metric.THROUGHPUT, Metric.APP_CPU)) {
            List<Double> rounds = published.stream()
                    .filter(m -> m.effect().metric().equals(metric.id()))
                    .map(m -> of(m.rounds()))
                    .flatMap(Optional::stream)
                    .map(Components::round)
                    .toList();
            if (!rounds.isEmpty()) {
                spread.put(metric, Math.sqrt(Averages.median(rounds)));
            }
        }
        return spread;
    }

    /** The two components of one effect; empty with fewer than two epochs or no round to spare within them. */
    static Optional<Components> of(Map<Integer, Double> rounds) {
        Map<Integer, List<Double>> byEpoch = new TreeMap<>();
        rounds.forEach((key, value) -> byEpoch.computeIfAbsent(Measurements.epochOf(key), e -> new ArrayList<>())
                .add(value));
        int epochs = byEpoch.size();
        int n = rounds.size();
        if (epochs < 2 || n <= epochs) {
            return Optional.empty();
        }
        double grand = rounds.values().stream().mapToDouble(Double::doubleValue).sum() / n;
        double between = 0;
        double within = 0;
        double sumSquaredSizes = 0;
        for (List<Double> values : byEpoch.values()) {
            double mean = values.stream().mapToDouble(Double::doubleValue).sum() / values.size();
            between += values.size() * (mean - grand) * (mean - grand);
            for (double v : values) {
                within += (v - mean) * (v - mean);
            }
            sumSquaredSizes += (double) values.size() * values.size();
        }
        double msBetween = between / (epochs - 1);
        double msWithin = within / (n - epochs);
        double perEpoch = (n - sumSquaredSizes / n) / (epochs - 1);
        return Optional.of(new Components(Math.max(0, (msBetween - msWithin) / perEpoch), msWithin));
    }

    /**
     * r* for this run's costs ({@link EpochCosts}): an epoch before its rounds against a round, both in seconds;
     * null where the epochs show no spread of their own.
     */
    static Integer roundsPerEpoch(double epoch, double round, double epochCost, double roundCost) {
        if (epoch <= 0) {
            return null;
        }
        if (epochCost <= 0 || roundCost <= 0) {
            return null;
        }
        double best = Math.sqrt(epochCost / roundCost * round / epoch);
        return (int) Math.max(1, Math.min(BenchProfile.MAX_ROUNDS, Math.round(best)));
    }
}
