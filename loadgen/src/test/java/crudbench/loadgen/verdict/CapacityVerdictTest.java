package crudbench.loadgen.verdict;

import static crudbench.loadgen.stress.Answers.steady;
import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.stress.Answers;
import crudbench.loadgen.stress.CapacityResult;
import crudbench.loadgen.stress.CapacityStep;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class CapacityVerdictTest {

    private static final int MAX_RATE = 20_000;
    private static final double P99_LIMIT_MS = 50;

    /** A second at {@code rate} whose every answer is a 2xx after {@code latencyMs}. */
    private static CapacityStep step(int rate, double latencyMs) {
        return CapacityStep.of(
                rate,
                1,
                new Answers()
                        .add(steady(0, 1000).perSecond(rate).inMs(latencyMs))
                        .list(),
                P99_LIMIT_MS);
    }

    @Test
    void theResultNamesTheCapacityAndTheFirstRateAboveThatFailed() {
        CapacityStep held = step(1000, 12);
        CapacityStep failed = step(2000, 80);
        CapacityResult result = CapacityResult.of(List.of(held, failed), OptionalInt.of(1000), MAX_RATE, P99_LIMIT_MS);
        assertThat(CapacityVerdict.of("v", result).passed()).isTrue();
        assertThat(CapacityVerdict.numbers(result))
                .isEqualTo("1000/s with p99 12 ms; 2000/s not (p99 80 ms); 2 rates tried");
        CapacityResult none = CapacityResult.of(List.of(failed), OptionalInt.empty(), MAX_RATE, P99_LIMIT_MS);
        assertThat(CapacityVerdict.of("v", none).status()).isEqualTo(Verdict.Status.FAIL);
        assertThat(CapacityVerdict.numbers(none)).startsWith("no rate held: 2000/s: p99 80 ms, not held");
    }

    @Test
    void theSearchsMaximumIsNamedAsSuch() {
        CapacityResult result = CapacityResult.of(List.of(step(1500, 5)), OptionalInt.of(1500), 1500, P99_LIMIT_MS);
        assertThat(CapacityVerdict.numbers(result))
                .isEqualTo("1500/s or more (the search's maximum) with p99 5.0 ms; 1 rates tried");
    }
}
