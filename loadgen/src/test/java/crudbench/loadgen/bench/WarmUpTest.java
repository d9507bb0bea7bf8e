package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.hyperfoil.Snapshots;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.results.PhaseSample;
import crudbench.loadgen.results.Warmup;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The steady-state rule on made-up passes, and what a pass measures of a Hyperfoil run. */
class WarmUpTest {

    /** Passes of 10 s; the last 4 within 10%, no trend beyond 5%; 40 s of load at least, 150 s at most. */
    private static final BenchProfile.WarmupRule RULE = new BenchProfile.WarmupRule(64, 1, 4, 0.10, 40, 150);

    private static List<Warmup.Window> passes(String throughputs, String cpu) {
        double[] t = Arrays.stream(throughputs.split(" "))
                .mapToDouble(Double::parseDouble)
                .toArray();
        double[] c = cpu == null || cpu.isBlank()
                ? null
                : Arrays.stream(cpu.split(" ")).mapToDouble(Double::parseDouble).toArray();
        List<Warmup.Window> windows = new ArrayList<>();
        for (int i = 0; i < t.length; i++) {
            windows.add(new Warmup.Window(10, t[i], c == null ? null : c[i]));
        }
        return windows;
    }

    @ParameterizedTest(name = "{0} / {1}: {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                // throughput per pass                  | CPU ms per request per pass          | settled
                "1000 1010 990 1005                       | 0.20 0.20 0.20 0.20                  | true",
                "1000 1010 990                            | 0.20 0.20 0.20                       | false",
                "500 800 1000 1010 990 1005               | 0.40 0.30 0.20 0.20 0.20 0.20        | true",
                "1000 1030 1060 1090                      | 0.20 0.20 0.20 0.20                  | false",
                "1000 1120 1000 1000                      | 0.20 0.20 0.20 0.20                  | false",
                "1000 1010 990 1005                       | 0.30 0.26 0.23 0.20                  | false",
                "1000 1010 990 1005                       |                                      | true",
            })
    void settlesWhenTheLastPassesAgreeOnThroughputAndCpuWithNoTrend(String throughput, String cpu, boolean settled) {
        assertThat(SteadyState.settled(passes(throughput, cpu), RULE)).isEqualTo(settled);
    }

    @Test
    void neverBeforeTheMinimumLoad() {
        List<Warmup.Window> short4 = List.of(
                new Warmup.Window(5, 1000, 0.2),
                new Warmup.Window(5, 1000, 0.2),
                new Warmup.Window(5, 1000, 0.2),
                new Warmup.Window(5, 1000, 0.2));
        assertThat(SteadyState.settled(short4, RULE))
                .as("4 passes but 20 s of 40")
                .isFalse();
    }

    @Test
    void aSteadyClimbIsATrendEvenWithinTheTolerance() {
        // +3% a pass: the highest is within 10% of the lowest, but the line climbs 9% across the four.
        List<Warmup.Window> climbing = passes("1000 1030 1061 1093", "0.2 0.2 0.2 0.2");
        assertThat(SteadyState.steady(climbing, Warmup.Window::throughput, 0.10))
                .isFalse();
        assertThat(SteadyState.slope(new double[] {1, 2, 3, 4})).isCloseTo(1.0, offset(1e-12));
    }

    @Test
    void aPassIsItsScenariosResponsesOverTheirWindowsAndTheAppsCpuPerResponse() {
        RunResult run = new RunResult("closed", Map.of());
        PhaseResult warmup = new PhaseResult("warmup", true, 1_000, "always");
        warmup.runningMs = 0;
        warmup.terminatedMs = 1_000;
        warmup.metric("mix-get").add(Snapshots.of(0, 0, 200, 1, 1, 1, 1, 1));
        run.addPhase(warmup);
        run.addPhase(Snapshots.phase("get", "get", 2_000, Snapshots.of(0, 0, 200, 1, 1, 1)));
        run.addPhase(Snapshots.phase("list", "list", 1_000, Snapshots.of(0, 0, 200, 1)));
        Map<String, PhaseSample> samples = Map.of(
                "get", new PhaseSample(6.0, null, null, null, null, null),
                "list", new PhaseSample(2.0, null, null, null, null, null));

        Warmup.Window pass = WarmUp.window(run, samples);

        // 4 responses in 3 s of scenario phases; the warm-up phase's 5 do not count; 8 ms of CPU over 4 responses.
        assertThat(pass.throughput()).isCloseTo(4 * 1000 / 3000.0, offset(1e-9));
        assertThat(pass.seconds()).isEqualTo(3.0);
        assertThat(pass.cpuMsPerRequest()).isCloseTo(2.0, offset(1e-9));
        assertThat(WarmUp.window(run, Map.of()).cpuMsPerRequest())
                .as("no CPU read")
                .isNull();
    }
}
