package crudbench.loadgen.analysis;

import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One app over another, measured side by side: the rounds both were measured in pair up, and
 * the ratio's interval comes from {@link RoundContrasts} over the rounds' log ratios.
 */
public final class PairedRatio {

    private PairedRatio() {}

    /** a over b, over the rounds (keys) both have; empty when none, or when a side is zero. */
    public static Optional<RatioInterval> ratio(Map<Integer, Double> a, Map<Integer, Double> b) {
        List<Double> logs = new ArrayList<>();
        a.forEach((round, value) -> {
            Double other = b.get(round);
            if (value != null && other != null && value > 0 && other > 0) {
                logs.add(Math.log(value / other));
            }
        });
        return RoundContrasts.interval(logs);
    }

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
