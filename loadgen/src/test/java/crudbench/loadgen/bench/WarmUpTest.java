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

    /** Passes of 10 s; the median of the last 3 within 10% of the 3 before; 40 s of load at least, 150 s at most. */
    private static final BenchProfile.WarmupRule RULE = new BenchProfile.WarmupRule(64, 1, 3, 0.10, 40, 150);

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
                // throughput per pass                          | CPU ms per request per pass               | settled
                "1000 1010 990 1005 995 1000                      | 0.20 0.20 0.20 0.20 0.20 0.20             | true",
                "1000 1010 990 1005 995                           | 0.20 0.20 0.20 0.20 0.20                  | false",
                "500 800 1000 1010 990 1005 995 1000              | 0.40 0.30 0.20 0.20 0.20 0.20 0.20 0.20   | true",
                "1000 1040 1080 1120 1160 1200                    | 0.20 0.20 0.20 0.20 0.20 0.20             | false",
                "1000 1300 900 1050 800 1020                      | 0.20 0.20 0.20 0.20 0.20 0.20             | true",
                "1000 1010 990 1005 995 1000                      | 0.30 0.28 0.26 0.22 0.21 0.20             | false",
                "1000 1010 990 1005 995 1000                      |                                           | true",
            })
    void settlesWhenTheLastPassesMedianIsWithinToleranceOfThePassesBefore(
            String throughput, String cpu, boolean settled) {
        assertThat(SteadyState.settled(passes(throughput, cpu), RULE)).isEqualTo(settled);
    }

    /**
     * Throughput and CPU per request that agree pass after pass, while the JIT still takes a tenth of the app's CPU:
     * not settled (quarkus-orm's case); with the JIT down to a hundredth of it, settled. A pass whose JIT was not read
     * does not hold the warm-up back.
     */
    @Test
    void notSettledWhileTheJitIsStillCompiling() {
        List<Warmup.Window> compiling = new ArrayList<>();
        List<Warmup.Window> done = new ArrayList<>();
        List<Warmup.Window> unread = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            // 10 s at 1000 requests/s and 0.2 ms a request: 2000 ms of the app's CPU a pass
            Warmup.Window pass = new Warmup.Window(10, 1000, 0.20);
            compiling.add(pass.withJit(200.0, 1.0));
            done.add(pass.withJit(20.0, 0.2));
            unread.add(pass);
        }
        BenchProfile.WarmupRule rule = BenchProfile.quick().warmup();
        assertThat(SteadyState.settled(compiling, rule)).isFalse();
        assertThat(SteadyState.settled(done, rule)).isTrue();
        assertThat(SteadyState.settled(unread, rule)).isTrue();
        assertThat(SteadyState.settled(compiling, RULE))
                .as("a rule with no condition on the JIT")
                .isTrue();
    }

    @Test
    void neverBeforeTheMinimumLoad() {
        List<Warmup.Window> six = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            six.add(new Warmup.Window(5, 1000, 0.2));
        }
        assertThat(SteadyState.settled(six, RULE)).as("6 passes but 30 s of 40").isFalse();
    }

    @Test
    void aPassWithoutCpuOutsideTheComparedOnesDoesNotWaiveTheCpuCheck() {
        List<Warmup.Window> passes = new ArrayList<>();
        passes.add(new Warmup.Window(10, 1000, null));
        passes.addAll(passes("1000 1010 990 1005 995 1000", "0.30 0.28 0.26 0.22 0.21 0.20"));
        assertThat(SteadyState.settled(passes, RULE))
                .as("CPU per request still falling in the six passes compared")
                .isFalse();
    }

    @Test
    void aSteadyClimbFailsItAndOneNoisyPassDoesNot() {
        // +4% a pass: three passes apart the medians differ by 12%.
        List<Warmup.Window> climbing = passes("1000 1040 1082 1125 1170 1217", "0.2 0.2 0.2 0.2 0.2 0.2");
        assertThat(SteadyState.steady(climbing.subList(0, 3), climbing.subList(3, 6), Warmup.Window::throughput, 0.10))
                .isFalse();
        // one pass 30% low among level ones: the medians do not move
        List<Warmup.Window> noisy = passes("1000 1000 1000 1000 700 1000", "0.2 0.2 0.2 0.2 0.2 0.2");
        assertThat(SteadyState.steady(noisy.subList(0, 3), noisy.subList(3, 6), Warmup.Window::throughput, 0.10))
                .isTrue();
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
