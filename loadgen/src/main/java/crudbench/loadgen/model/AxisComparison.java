package crudbench.loadgen.model;

import crudbench.loadgen.results.RatioInterval;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one step along an {@link Axis} costs in one run: a variant over its twin, measured side by side in the same
 * rounds.
 *
 * @param axis       the axis the two differ on alone
 * @param pair       the variant and its twin
 * @param throughput per closed-model scenario at the reference concurrency: the variant's throughput over the twin's
 * @param cpu        per open-model scenario at the equal load: the variant's app CPU per request over the twin's
 * @param equalLoad  the open model's rate of {@code cpu}; null where no rate was sustained by all
 */
public record AxisComparison(
        Axis axis,
        AxisPair pair,
        Map<String, RatioInterval> throughput,
        Map<String, RatioInterval> cpu,
        Integer equalLoad) {

    public AxisComparison {
        throughput = Collections.unmodifiableMap(new LinkedHashMap<>(throughput));
        cpu = Collections.unmodifiableMap(new LinkedHashMap<>(cpu));
    }
}
