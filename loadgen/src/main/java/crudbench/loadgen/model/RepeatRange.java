package crudbench.loadgen.model;

import java.util.List;
import java.util.Objects;

/**
 * A value measured in several repeats: its lowest, mean and highest, and how many repeats.
 * The mean is the geometric mean when every value is positive, as every ratio of the suite
 * is a ratio of geometric means (the analysis's RoundContrasts); so a table's value and its ratios
 * agree. One repeat gives a range of width zero, which says nothing about noise: {@link #n}
 * tells.
 */
public record RepeatRange(double min, double mean, double max, int n) {

    /** Null when nothing was measured. */
    public static RepeatRange of(List<Double> values) {
        List<Double> measured = values.stream().filter(Objects::nonNull).toList();
        if (measured.isEmpty()) {
            return null;
        }
        double min = measured.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double max = measured.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double mean = min > 0
                ? Averages.geometricMean(measured)
                : measured.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return new RepeatRange(min, mean, max, measured.size());
    }

    static RepeatRange exactly(double value) {
        return new RepeatRange(value, value, value, 1);
    }

    /** (max - min) / mean; 0 for one repeat. */
    double spread() {
        return mean == 0 ? 0 : (max - min) / mean;
    }

    /**
     * This over {@code other}, as far as their repeats can tell: from the lowest of this over
     * the highest of the other to the reverse; the mean is the ratio of the means. Null when
     * the other may be zero.
     */
    public RepeatRange over(RepeatRange other) {
        if (other == null || other.min <= 0) {
            return null;
        }
        return new RepeatRange(min / other.max, mean / other.mean, max / other.min, Math.min(n, other.n));
    }

    public boolean includes(double value) {
        return min <= value && value <= max;
    }

    /** Both ranges come from more than one repeat: their width says something. */
    public boolean repeated() {
        return n > 1;
    }
}
