package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Ways to put an interval on one contrast measured in rounds nested in epochs (each epoch a fresh start of every
 * app), each a mean, a standard error and degrees of freedom on the log scale. Which one a run prints is chosen by
 * calibration on committed reruns ({@link CellCalibration}), not by taste:
 * <ul>
 *   <li>{@link #EPOCH_MEANS}: t over the epochs' means, E − 1 degrees of freedom: the suite's interval, exact for a
 *       balanced design whatever the share of each level, and with three epochs t(2) = 4.30;</li>
 *   <li>{@link #SATTERTHWAITE}: the one-way random-effects model's variance of the mean, from its two mean squares
 *       (the ANOVA estimates, which REML equals for a balanced design), with Satterthwaite's degrees of freedom; where
 *       the epochs vary no more than their rounds say they should, the epochs' own component is taken as zero and
 *       the degrees of freedom are the rounds' (N − E);</li>
 *   <li>{@link #pooledRatio}: each contrast's own round variance, with the ratio of the epochs' component to the
 *       rounds' taken from every contrast of the run at once (its median), so that the many rounds give the
 *       degrees of freedom and the few epochs only the ratio: borrowing strength across cells, as the run's design
 *       is shared by them.</li>
 * </ul>
 */
public final class LevelEstimators {

    /** On the log scale: the estimate, its standard error, and the t quantile's degrees of freedom. */
    public record LogEstimate(double mean, double se, double df) {

        public double halfWidth() {
            return RoundContrasts.quantile(df) * se;
        }
    }

    /** An interval method over one contrast's rounds, grouped by epoch. */
    public interface Estimator {
        String name();

        Optional<LogEstimate> estimate(Collection<List<Double>> epochs);
    }

    /** The one-way ANOVA of a contrast: the epochs' means, the two mean squares, n0 and the mean of 1/n. */
    record Anova(int epochs, int rounds, List<Double> means, double within, double between, double n0, double h) {

        static Optional<Anova> of(Collection<List<Double>> groups) {
            List<List<Double>> epochs =
                    groups.stream().filter(g -> !g.isEmpty()).toList();
            int e = epochs.size();
            int n = epochs.stream().mapToInt(List::size).sum();
            if (e < 2 || n <= e) {
                return Optional.empty();
            }
            List<Double> means = new ArrayList<>();
            double ssw = 0;
            double grand = 0;
            for (List<Double> g : epochs) {
                double m = g.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
                means.add(m);
                grand += g.stream().mapToDouble(Double::doubleValue).sum();
                for (double v : g) {
                    ssw += (v - m) * (v - m);
                }
            }
            grand /= n;
            double ssb = 0;
            double sumSquaredSizes = 0;
            double inverse = 0;
            for (int i = 0; i < e; i++) {
                int size = epochs.get(i).size();
                ssb += size * (means.get(i) - grand) * (means.get(i) - grand);
                sumSquaredSizes += size * (double) size;
                inverse += 1.0 / size;
            }
            double n0 = (n - sumSquaredSizes / n) / (e - 1);
            return Optional.of(new Anova(e, n, means, ssw / (n - e), ssb / (e - 1), n0, inverse / e));
        }

        double mean() {
            return means.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        }

        /** The epochs' own variance component over the rounds', never below zero. */
        double ratio() {
            return within > 0 ? Math.max(0, (between - within) / n0) / within : 0;
        }
    }

    public static final Estimator EPOCH_MEANS = new Estimator() {
        @Override
        public String name() {
            return crudbench.loadgen.model.CalibrationRow.describe("epochs");
        }

        @Override
        public Optional<LogEstimate> estimate(Collection<List<Double>> epochs) {
            List<Double> means = epochs.stream()
                    .filter(g -> !g.isEmpty())
                    .map(g -> g.stream()
                            .mapToDouble(Double::doubleValue)
                            .average()
                            .orElseThrow())
                    .toList();
            if (means.size() < 2) {
                return oneEpoch(epochs);
            }
            double m = means.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            double ss = means.stream().mapToDouble(v -> (v - m) * (v - m)).sum();
            return Optional.of(new LogEstimate(m, Math.sqrt(ss / (means.size() - 1) / means.size()), means.size() - 1));
        }
    };

    public static final Estimator SATTERTHWAITE = new Estimator() {
        @Override
        public String name() {
            return crudbench.loadgen.model.CalibrationRow.describe("satterthwaite");
        }

        @Override
        public Optional<LogEstimate> estimate(Collection<List<Double>> epochs) {
            Optional<LogEstimate> single = oneEpoch(epochs);
            if (single.isPresent()) {
                return single;
            }
            return Anova.of(epochs).map(a -> {
                int e = a.epochs();
                if (a.between() > a.within()) {
                    double c1 = 1 / (a.n0() * e);
                    double c2 = (a.h() - 1 / a.n0()) / e;
                    double v = c1 * a.between() + c2 * a.within();
                    if (v > 0) {
                        double denominator = Math.pow(c1 * a.between(), 2) / (e - 1)
                                + Math.pow(c2 * a.within(), 2) / (a.rounds() - e);
                        return new LogEstimate(a.mean(), Math.sqrt(v), v * v / denominator);
                    }
                }
                return new LogEstimate(a.mean(), Math.sqrt(a.within() * a.h() / e), a.rounds() - e);
            });
        }
    };

    private LevelEstimators() {}

    /**
     * With one epoch there is no epoch level to weigh: every method is then t over that epoch's rounds (n − 1 degrees
     * of freedom), as the pages print it, and says nothing of what differs between JVM starts. Empty for anything but
     * one epoch of two rounds or more.
     */
    static Optional<LogEstimate> oneEpoch(Collection<List<Double>> epochs) {
        List<List<Double>> measured = epochs.stream().filter(g -> !g.isEmpty()).toList();
        if (measured.size() != 1 || measured.getFirst().size() < 2) {
            return Optional.empty();
        }
        List<Double> rounds = measured.getFirst();
        double m = rounds.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double ss = rounds.stream().mapToDouble(v -> (v - m) * (v - m)).sum();
        int n = rounds.size();
        return Optional.of(new LogEstimate(m, Math.sqrt(ss / (n - 1) / n), n - 1));
    }

    /**
     * Each contrast's own round variance with the epochs' share taken from all of the run's contrasts: the median of
     * their ratios of the epochs' component to the rounds'.
     */
    public static Estimator pooledRatio(Collection<? extends Collection<List<Double>>> runContrasts) {
        List<Double> ratios = runContrasts.stream()
                .map(Anova::of)
                .flatMap(Optional::stream)
                .filter(a -> a.within() > 0)
                .map(a -> Math.max(0, (a.between() - a.within()) / a.n0()) / a.within())
                .toList();
        double lambda = ratios.isEmpty() ? 0 : Averages.median(ratios);
        return new Estimator() {
            @Override
            public String name() {
                return crudbench.loadgen.model.CalibrationRow.describe("pooled");
            }

            @Override
            public Optional<LogEstimate> estimate(Collection<List<Double>> epochs) {
                Optional<LogEstimate> single = oneEpoch(epochs);
                if (single.isPresent()) {
                    return single;
                }
                return Anova.of(epochs)
                        .map(a -> new LogEstimate(
                                a.mean(),
                                Math.sqrt(a.within() * (lambda + a.h()) / a.epochs()),
                                a.rounds() - a.epochs()));
            }
        };
    }

    /** The rounds' log values of one contrast grouped by epoch, in epoch order: the estimators' input. */
    static List<List<Double>> byEpoch(Map<Integer, Double> logsByRoundKey) {
        java.util.TreeMap<Integer, List<Double>> epochs = new java.util.TreeMap<>();
        logsByRoundKey.forEach((key, v) -> epochs.computeIfAbsent(
                        crudbench.loadgen.model.Measurements.epochOf(key), k -> new ArrayList<>())
                .add(v));
        return List.copyOf(epochs.values());
    }
}
