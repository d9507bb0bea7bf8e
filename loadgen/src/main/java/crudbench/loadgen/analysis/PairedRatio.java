package crudbench.loadgen.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * Ratios of two apps measured side by side. In an interleaved run both were measured in every
 * round, minutes apart at most, so the round is the pair: a neighbour's burst that slows one
 * round slows both sides of its ratio. The ratio's estimate is the geometric mean of the
 * rounds' ratios; its 95% interval comes from a bootstrap over the rounds (resampled with
 * replacement, the 2.5th and 97.5th percentiles of the resampled geometric means).
 */
public final class PairedRatio {

    static final int RESAMPLES = 4000;

    /** A fixed seed: the same rows give the same interval, in every `just compare`. */
    private static final long SEED = 20261123L;

    /**
     * @param estimate the geometric mean of the rounds' ratios
     * @param low      the interval's lower end (equal to the estimate with one round)
     * @param high     its upper end
     * @param rounds   the rounds both sides were measured in
     */
    public record Interval(double estimate, double low, double high, int rounds) {

        /** Two rounds at least, and 1.0 outside the interval: the data tells the two apart. */
        public boolean clear() {
            return rounds > 1 && (high < 1 || low > 1);
        }

        public boolean measured() {
            return rounds > 1;
        }
    }

    private PairedRatio() {}

    /** a over b, over the rounds (keys) both have; empty when none, or when b has a zero. */
    public static Optional<Interval> ratio(Map<Integer, Double> a, Map<Integer, Double> b) {
        List<Double> logs = new ArrayList<>();
        a.forEach((round, value) -> {
            Double other = b.get(round);
            if (value != null && other != null && value > 0 && other > 0) {
                logs.add(Math.log(value / other));
            }
        });
        if (logs.isEmpty()) {
            return Optional.empty();
        }
        double estimate = Math.exp(mean(logs));
        if (logs.size() == 1) {
            return Optional.of(new Interval(estimate, estimate, estimate, 1));
        }
        Random random = new Random(SEED);
        double[] means = new double[RESAMPLES];
        for (int i = 0; i < RESAMPLES; i++) {
            double sum = 0;
            for (int j = 0; j < logs.size(); j++) {
                sum += logs.get(random.nextInt(logs.size()));
            }
            means[i] = sum / logs.size();
        }
        Arrays.sort(means);
        return Optional.of(new Interval(
                estimate,
                Math.exp(means[(int) (RESAMPLES * 0.025)]),
                Math.exp(means[(int) Math.ceil(RESAMPLES * 0.975) - 1]),
                logs.size()));
    }

    public static double median(Collection<Double> values) {
        double[] sorted =
                values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }
}
