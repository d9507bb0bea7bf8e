package crudbench.loadgen.analysis;

import crudbench.loadgen.results.RatioInterval;

/**
 * How far a figure moved from one run to another (a baseline and a candidate: a framework
 * upgrade, another JDK, a setting), with a 95% interval. The runs share no rounds, so nothing
 * pairs: each run's interval gives back its standard error on the log scale, the change's
 * error is their root sum of squares, and its t quantile takes Welch–Satterthwaite's degrees of
 * freedom. An interval that holds 1.00x is no clear change.
 */
public final class RunChange {

    private RunChange() {}

    /** candidate over baseline; one round on either side gives the change with no interval. */
    public static RatioInterval of(RatioInterval baseline, RatioInterval candidate) {
        double estimate = candidate.estimate() / baseline.estimate();
        int rounds = Math.min(baseline.rounds(), candidate.rounds());
        if (!baseline.measured() || !candidate.measured()) {
            return new RatioInterval(estimate, estimate, estimate, 1);
        }
        double v1 = variance(baseline);
        double v2 = variance(candidate);
        double se = Math.sqrt(v1 + v2);
        double df1 = baseline.degreesOfFreedom();
        double df2 = candidate.degreesOfFreedom();
        double df = se == 0 ? df1 + df2 : Math.pow(v1 + v2, 2) / (v1 * v1 / df1 + v2 * v2 / df2);
        double halfWidth = RoundContrasts.quantile(df) * se;
        return new RatioInterval(estimate, estimate * Math.exp(-halfWidth), estimate * Math.exp(halfWidth), rounds);
    }

    /** The squared standard error on the log scale that an interval from {@link RoundContrasts} rests on. */
    private static double variance(RatioInterval i) {
        double se = Math.log(i.high() / i.estimate()) / RoundContrasts.quantile(i.degreesOfFreedom());
        return se * se;
    }
}
