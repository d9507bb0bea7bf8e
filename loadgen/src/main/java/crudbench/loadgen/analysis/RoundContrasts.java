package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The suite's one statistical method: a Student t interval over rounds, on the log scale.
 *
 * <p>Every question compare answers is a contrast of log values measured in the same round:
 * one app over another (log a − log b), a data-access column over JDBC averaged over the
 * frameworks, a framework over the average framework, an interaction. Each round gives one
 * value of the contrast; the estimate is their mean, and the 95% interval is the mean ± t(0.975,
 * n−1) · s / √n, turned back into a ratio. So an interval is exactly as wide as the rounds
 * disagree, and says how many rounds it rests on.
 *
 * <p>Why this, and not the alternatives the suite had or could have:
 * <ul>
 *   <li>Pairing by round: in an interleaved run every app is measured in every round, minutes
 *       apart at most. A neighbour's burst that slows a round slows every side of a contrast,
 *       and the difference of logs cancels it.</li>
 *   <li>t, not a bootstrap over rounds: with three rounds a bootstrap's 2.5th and 97.5th
 *       percentiles are close to the lowest and highest of three numbers, which holds the
 *       true value about 75% of the time, not 95% (CalibrationTest measures both). The t
 *       quantile (4.30 at three rounds, 2.26 at ten) pays for the few rounds honestly.</li>
 *   <li>One contrast at a time, not a pooled variance over the whole grid: pooling would give
 *       more degrees of freedom, but only if every cell were equally noisy, and the columns are
 *       not (an event loop and a pool of platform threads react differently to a busy
 *       neighbour). A per-contrast variance needs nothing but independent rounds.</li>
 *   <li>The log scale: ratios compose (the framework's share and the driver's multiply), the
 *       interval of b/a is the inverse of that of a/b, and noise on throughput is
 *       multiplicative (a busy machine takes a share away, not a fixed number of requests).</li>
 * </ul>
 *
 * <p>Rounds are not the only level that varies. What one JVM's JIT made of an app, or which event
 * loop each connection landed on, stays fixed for the life of a JVM and differs between starts;
 * a run's epochs start every app afresh for that reason, and `just compare` may pool whole runs.
 * So the interval is taken over the highest level that has two units or more (Georges et al.,
 * Kalibera and Jones): over the runs' means when runs are pooled, else over the epochs' means
 * (each the mean of its rounds), else over the rounds of the one epoch. For a balanced design
 * this is the exact interval of the nested random-effects model, whatever the share of each
 * level; with one epoch it cannot see what differs between JVM starts, and every page that
 * shows it says so. The choice is the calibration's (docs/benchmarking.md, "Which interval"): the
 * random-effects model with Satterthwaite's degrees of freedom ({@link LevelEstimators#SATTERTHWAITE}),
 * printed from 2026-11-29, is narrower where epochs agree, but held fewer than 90% of the changes on a
 * pair of reruns of ten cells or more, where t over the epochs' means held the rule on every pair but
 * one (Micronaut's framework command run twice hours apart, where every method fell short: an interval
 * over one run's epochs does not hold what differs between hours).
 */
public final class RoundContrasts {

    /** The intervals' confidence level. */
    public static final double LEVEL = 0.95;

    private RoundContrasts() {}

    /**
     * The ratio whose log each round measured, keyed by the round's pairing key
     * ({@link Measurements#key}): a t interval over the highest level with two units or more.
     */
    public static Optional<RatioInterval> interval(Map<Integer, Double> logsByRound) {
        if (logsByRound.isEmpty()) {
            return Optional.empty();
        }
        Map<Integer, Map<Integer, List<Double>>> byRun = new TreeMap<>();
        logsByRound.forEach((key, log) -> byRun.computeIfAbsent(Measurements.runOf(key), r -> new TreeMap<>())
                .computeIfAbsent(Measurements.epochOf(key), e -> new ArrayList<>())
                .add(log));
        int rounds = logsByRound.size();
        if (byRun.size() >= 2) {
            List<Double> runMeans = byRun.values().stream()
                    .map(epochs -> mean(
                            epochs.values().stream().map(RoundContrasts::mean).toList()))
                    .toList();
            return Optional.of(over(runMeans, rounds, RatioInterval.RUNS));
        }
        Map<Integer, List<Double>> epochs = byRun.values().iterator().next();
        if (epochs.size() >= 2) {
            return Optional.of(
                    over(epochs.values().stream().map(RoundContrasts::mean).toList(), rounds, RatioInterval.EPOCHS));
        }
        return interval(logsByRound.values());
    }

    /** A t interval over these units' means (runs or epochs). */
    private static RatioInterval over(List<Double> means, int rounds, String level) {
        RatioInterval i = interval(means).orElseThrow();
        return new RatioInterval(i.estimate(), i.low(), i.high(), rounds, new RatioInterval.Basis(level, means.size()));
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).sum() / values.size();
    }

    /** A t interval over these logs as independent units (the rounds of one epoch); empty when there are none. */
    public static Optional<RatioInterval> interval(Collection<Double> logContrasts) {
        int n = logContrasts.size();
        if (n == 0) {
            return Optional.empty();
        }
        double mean = logContrasts.stream().mapToDouble(Double::doubleValue).sum() / n;
        if (n == 1) {
            double e = Math.exp(mean);
            return Optional.of(new RatioInterval(e, e, e, 1));
        }
        double squares =
                logContrasts.stream().mapToDouble(d -> (d - mean) * (d - mean)).sum();
        double halfWidth = quantile(n - 1) * Math.sqrt(squares / (n - 1) / n);
        return Optional.of(
                new RatioInterval(Math.exp(mean), Math.exp(mean - halfWidth), Math.exp(mean + halfWidth), n));
    }

    /** t's two-sided quantile at {@link #LEVEL} for these degrees of freedom. */
    public static double quantile(double degreesOfFreedom) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(0.5 + LEVEL / 2);
    }
}
