package crudbench.loadgen.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import crudbench.loadgen.plan.LoadPoint;
import java.util.Map;

/**
 * What a raw all.json records in its {@code info} block besides Hyperfoil's own fields: which
 * variant, repeat and load point it measured, the resource samples of each phase and what
 * PostgreSQL executed. Absent fields are left out.
 *
 * @param file           the benchmark file, for `just hyperfoil run`
 * @param samples        phase name to what the app and PostgreSQL used during it
 * @param statementCalls normalized statement text to its executions (pg_stat_statements)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunInfo(
        String file,
        String variant,
        Integer repeat,
        LoadPoint.Id point,
        Map<String, PhaseSample> samples,
        Map<String, Long> statementCalls) {

    public static RunInfo ofFile(String file) {
        return new RunInfo(file, null, null, null, null, null);
    }

    public static RunInfo of(String variant, int repeat, LoadPoint.Id point) {
        return new RunInfo(null, variant, repeat, point, null, null);
    }

    public RunInfo withMeasurements(Map<String, PhaseSample> phaseSamples, Map<String, Long> calls) {
        return new RunInfo(file, variant, repeat, point, phaseSamples, calls);
    }
}
