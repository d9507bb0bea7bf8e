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

    @org.junit.jupiter.api.Test
    void aPlanThatDoesNotFitItsLimitSaysSoBeforeItStarts() {
        // Three epochs of at least 2 hours each against 300 minutes: two fit.
        assertThat(EpochPlanChoice.fit(7200, 3, 300))
                .startsWith("plan: 3 epoch(s) of at least 2h00m of load each (the warm-ups at their shortest) do not"
                        + " fit in the 300-minute limit: at most 2 can, so the run stops on time after 2")
                .endsWith("for 3, give --max-minutes 360 or more, or a shorter profile (--quick)");
        assertThat(EpochPlanChoice.fit(20_000, 3, 300)).contains("not even one does");
        assertThat(EpochPlanChoice.fit(1800, 3, 135)).contains(" fit in the 135-minute limit, before app starts");
        assertThat(EpochPlanChoice.fit(1800, 3, 0)).as("no limit").isEmpty();
        assertThat(EpochPlanChoice.fit(0, 1, 300)).as("repeats, not epochs").isEmpty();
    }

    @org.junit.jupiter.api.Test
    void promisedEpochsThatDoNotFitWithTheFewestRoundsAreSaidWithWhatWouldFit() {
        // An epoch of 52 minutes with its 2 rounds after a minute of build: 3 take 2h37m, 2 fit in 135 minutes.
        assertThat(EpochPlanChoice.unfitText(3, 2, 52 * 60, 60, 135))
                .isEqualTo("the 3 epochs promised do not fit: 3 of 2 rounds, each as long as this one (52m00s with its"
                        + " app starts and warm-ups), would take 2h37m, after the 135-minute limit; the run stops on"
                        + " time after 2, and its intervals rest on fewer epochs. For 3, give --max-minutes 157 or"
                        + " more, or fewer variants");
    }
}
