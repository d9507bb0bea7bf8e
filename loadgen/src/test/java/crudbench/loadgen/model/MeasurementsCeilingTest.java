package crudbench.loadgen.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.CeilingRow;
import java.util.List;
import org.junit.jupiter.api.Test;

class MeasurementsCeilingTest {

    /**
     * A round whose pgbench spent its seconds connecting (64 clients through a 5.6 ms relay,
     * 2026-11-27) processed nothing: its 0 q/s would pull the median down as if measured.
     */
    @Test
    void theCeilingIsTheMedianOfTheRoundsThatMeasuredOne() {
        Measurements results = Aggregation.of(List.of(summary(List.of(
                new CeilingRow(1, 64, 64, "get", 0, null, 1),
                new CeilingRow(2, 64, 64, "get", 9000, 0.05, 0),
                new CeilingRow(3, 64, 64, "get", 9400, 0.07, 0),
                new CeilingRow(1, 64, 64, "list10", 0, null, 1)))));

        CeilingRow get = results.ceiling(64, "get").orElseThrow();
        assertThat(get.queriesPerSecond()).isEqualTo(9200);
        assertThat(get.pgCpuMsPerQuery()).isCloseTo(0.06, within(1e-12));
        assertThat(get.errors()).isZero();
        assertThat(results.ceiling(64, "list10")).as("no round measured one").isEmpty();
    }

    private static BenchSummary summary(List<CeilingRow> ceilings) {
        return new BenchSummary(
                BenchSummary.SCHEMA,
                null,
                null,
                null,
                BenchSummary.Measured.of(List.of(), List.of()),
                new BenchSummary.Surroundings(ceilings, null, null, List.of(), List.of()),
                null,
                null);
    }
}
