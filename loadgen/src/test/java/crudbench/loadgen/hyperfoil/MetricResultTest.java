package crudbench.loadgen.hyperfoil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.http.statistics.HttpStats;
import org.junit.jupiter.api.Test;

class MetricResultTest {

    @Test
    void copiesWhatHyperfoilResetsAfterItsCallback() {
        MetricResult metric = new MetricResult("get", "get");
        StatisticsSnapshot delivered = Snapshots.of(0, 1_000, 200, 100, 200, 300);
        metric.add(delivered);
        delivered.reset();

        StatisticsSnapshot total = metric.total();
        assertThat(total.responseCount).isEqualTo(3);
        assertThat(total.histogram.getTotalCount()).isEqualTo(3);
        assertThat(HttpStats.get(total).status_2xx).isEqualTo(3);
    }

    @Test
    void sumsPeriodsAndMergesAPeriodDeliveredTwice() {
        MetricResult metric = new MetricResult("get", "get");
        metric.add(Snapshots.of(0, 1_000, 200, 100, 100));
        metric.add(Snapshots.of(1, 2_000, 200, 200));
        metric.add(Snapshots.of(1, 2_000, 404, 300));

        assertThat(metric.series()).hasSize(2);
        StatisticsSnapshot total = metric.total();
        assertThat(total.requestCount).isEqualTo(4);
        assertThat(total.responseCount).isEqualTo(4);
        assertThat(HttpStats.get(total).status_2xx).isEqualTo(3);
        assertThat(HttpStats.get(total).status_4xx).isEqualTo(1);
        assertThat(total.histogram.getStartTimeStamp()).as("earliest start").isEqualTo(1_000);
        assertThat(total.histogram.getEndTimeStamp()).as("latest end").isEqualTo(3_000);
    }

    @Test
    void summarisesPercentilesInMillisecondsAndThroughputOverThePhaseWindow() {
        long[] micros = new long[100];
        for (int i = 0; i < 100; i++) {
            micros[i] = (i + 1) * 1000L; // 1 ms .. 100 ms
        }
        PhaseResult phase = Snapshots.phase("get", "get", 2_000, Snapshots.of(0, 1_000, 200, micros));
        MetricSummary m = MetricSummary.of(phase, phase.metrics().getFirst());

        assertThat(m.counts().throughput()).isEqualTo(50.0);
        // Hyperfoil's histograms keep two significant digits: values are exact to within 1%.
        assertThat(m.latency().p50Ms()).isCloseTo(50, withinPercentage(1));
        assertThat(m.latency().p99Ms()).isCloseTo(99, withinPercentage(1));
        assertThat(m.latency().maxMs()).isCloseTo(100, withinPercentage(1));
        assertThat(m.latency().meanMs()).isCloseTo(50.5, withinPercentage(1));
        assertThat(m.failures().errors()).isZero();
        assertThat(m.statuses().non2xx()).isZero();
    }
}
