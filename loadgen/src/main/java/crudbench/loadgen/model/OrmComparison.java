package crudbench.loadgen.model;

import crudbench.loadgen.results.RatioInterval;
import java.util.Map;

/**
 * What an ORM costs in one framework and thread model: the ORM variant over its plain-SQL twin (the same
 * framework, web stack, thread model, pool and parity settings), measured side by side in the same rounds.
 *
 * @param variant    the ORM variant
 * @param plain      its plain-SQL twin
 * @param orm        the ORM as a reader knows it
 * @param throughput per closed-model scenario at the reference concurrency: the ORM's throughput over the twin's
 * @param cpu        per open-model scenario at the equal load: the ORM's app CPU per request over the twin's
 * @param equalLoad  the open model's rate of {@code cpu}; null where no rate was sustained by all
 */
public record OrmComparison(
        String variant,
        String plain,
        String framework,
        String threads,
        String orm,
        Map<String, RatioInterval> throughput,
        Map<String, RatioInterval> cpu,
        Integer equalLoad) {

    public OrmComparison {
        throughput = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(throughput));
        cpu = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(cpu));
    }
}
