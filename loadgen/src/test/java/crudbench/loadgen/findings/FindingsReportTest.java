package crudbench.loadgen.findings;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.SpeedSample;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** findings.md says where each experiment ran, and warns when a run's sittings ran on machines of different speed. */
class FindingsReportTest {

    @Test
    void experimentsOnMachinesOfDifferentSpeedAreSaidToBe() {
        String warning = FindingsReport.speeds(Map.of("filichkin", ran(144, 146, 145), "smeets", ran(238, 240, 242)));

        assertThat(warning).contains("different speed").contains("145 to 240 ms");
    }

    @Test
    void experimentsWithinTheSpeedLimitOfEachOtherNeedNoWarning() {
        assertThat(FindingsReport.speeds(Map.of("filichkin", ran(144, 145, 146), "smeets", ran(150, 152, 158))))
                .as("5% apart")
                .isEmpty();
        assertThat(FindingsReport.speeds(Map.of("filichkin", ran(144), "smeets", ran())))
                .as("a run from before the probe has nothing to compare")
                .isEmpty();
    }

    @Test
    void eachExperimentSaysWhenItStartedAndHowFastTheMachineWas() {
        String on = FindingsReport.measuredOn(ran(140, 150, 400, 145));

        assertThat(on).isEqualTo("; measured from 2026-11-27T06:14, the speed probe 148 ms");
        assertThat(FindingsReport.measuredOn(ran())).isEqualTo("; measured from 2026-11-27T06:14");
    }

    /** An experiment whose rounds were preceded by probes taking these CPU milliseconds. */
    private static Measurements ran(double... probeMs) {
        List<SpeedSample> speed = IntStream.range(0, probeMs.length)
                .mapToObj(i -> new SpeedSample(1, i + 1, probeMs[i], probeMs[i], "2026-11-27T06:15:00Z"))
                .toList();
        BenchSummary summary = new BenchSummary(
                BenchSummary.SCHEMA,
                new BenchSummary.RunTimes("2026-11-27T06:14:45.123Z", null),
                null,
                null,
                null,
                new BenchSummary.Surroundings(List.of(), null, null, List.of(), speed),
                null,
                null);
        return Aggregation.of(List.of(summary));
    }
}
