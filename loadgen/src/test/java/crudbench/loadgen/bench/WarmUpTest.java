package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.hyperfoil.Snapshots;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WarmUpTest {

    @ParameterizedTest(name = "{0} with at least {1} rounds, tolerance {2}: {3}")
    @CsvSource(
            delimiter = '|',
            value = {
                "1000            | 1 | 0.10 | false",
                "1000 1050       | 1 | 0.10 | true",
                "1000 1111       | 1 | 0.10 | false",
                "1000 900        | 1 | 0.10 | true",
                "1000 1050       | 3 | 0.10 | false",
                "1000 1500 1510  | 2 | 0.05 | true",
                "1000 1500 1600  | 2 | 0.05 | false"
            })
    void settlesWhenTheLastRoundIsWithinToleranceOfTheOneBefore(
            String rounds, int min, double tolerance, boolean settled) {
        List<Double> throughputs =
                Arrays.stream(rounds.split(" ")).map(Double::valueOf).toList();
        assertThat(WarmUp.settled(throughputs, min, tolerance)).isEqualTo(settled);
    }

    @Test
    void aRoundsThroughputIsItsScenariosResponsesOverTheirWindowsWithoutTheWarmUpPhase() {
        RunResult run = new RunResult("closed", Map.of());
        PhaseResult warmup = new PhaseResult("warmup", true, 1_000, "always");
        warmup.runningMs = 0;
        warmup.terminatedMs = 1_000;
        warmup.metric("mix-get").add(Snapshots.of(0, 0, 200, 1, 1, 1, 1, 1));
        run.addPhase(warmup);
        run.addPhase(Snapshots.phase("get", "get", 2_000, Snapshots.of(0, 0, 200, 1, 1, 1)));
        run.addPhase(Snapshots.phase("list", "list", 1_000, Snapshots.of(0, 0, 200, 1)));
        // 4 responses in 3 s of scenario phases; the warm-up phase's 5 do not count.
        assertThat(WarmUp.throughput(run)).isCloseTo(4 * 1000 / 3000.0, offset(1e-9));
    }
}
