package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The time left that the progress line prints, from the load done, the load planned and the time taken. */
class ProgressTest {

    @ParameterizedTest(name = "{0} s of {1} s done in {2} s: {3}")
    @CsvSource({
        "0, 1400, 5, ?",
        // One warm-up pass after the apps' start: scaled, it would say ~8h32m.
        "7, 1400, 59, ?",
        "70, 1400, 130, ~41m10s",
        // Half the load done in twice its planned time: the other half takes as long again.
        "700, 1400, 1400, ~23m20s",
        "1390, 1400, 1950, ~14s",
        // A quick run's last round ran past the plan: no negative time left (it printed ~-115s).
        "1400, 1400, 1950, 'past the plan, finishing'",
        "1460, 1400, 1960, 'past the plan, finishing'",
    })
    void theTimeLeftIsTheRestOfThePlanAtTheRateSoFar(long done, long planned, long elapsed, String left) {
        assertThat(Progress.left(done, planned, elapsed)).isEqualTo(left);
    }
}
