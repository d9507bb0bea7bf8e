package crudbench.loadgen.analysis;

import crudbench.loadgen.results.RatioInterval;
import java.util.Collection;
import java.util.Optional;
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
 * <p>What it cannot see: anything that stays fixed within a run but differs between runs, such
 * as what one JVM's JIT made of an app. A rerun's change is therefore compared against both
 * runs' intervals ({@link RunChange}), and the suite checks on real reruns how often that holds.
 */
public final class RoundContrasts {

    /** The intervals' confidence level. */
    public static final double LEVEL = 0.95;

    private RoundContrasts() {}

    /** The ratio whose log each round measured; empty when no round did. */
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
