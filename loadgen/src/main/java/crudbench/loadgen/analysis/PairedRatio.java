package crudbench.loadgen.analysis;

import crudbench.loadgen.results.RatioInterval;
import java.util.LinkedHashMap;
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
        Map<Integer, Double> logs = new LinkedHashMap<>();
        a.forEach((round, value) -> {
            Double other = b.get(round);
            if (value != null && other != null && value > 0 && other > 0) {
                logs.put(round, Math.log(value / other));
            }
        });
        return RoundContrasts.interval(logs);
    }
}
