package crudbench.loadgen.model;

import java.util.Collection;

/** The two averages every table uses: the geometric mean of rounds, and the median of samples. */
public final class Averages {

    private Averages() {}

    /** The geometric mean of positive values: what a table shows for a value measured in several rounds. */
    public static double geometricMean(Collection<Double> values) {
        return Math.exp(values.stream()
                .filter(v -> v != null && v > 0)
                .mapToDouble(Math::log)
                .average()
                .orElse(Double.NaN));
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
}
