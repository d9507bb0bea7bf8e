package crudbench.loadgen.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.loadgen.model.Picks.Call;
import crudbench.loadgen.model.Picks.Pick;
import crudbench.loadgen.results.RatioInterval;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The declared rule that turns the runs' intervals into words, each band of it. */
class PicksTest {

    private static RatioInterval ratio(double estimate, double low, double high) {
        return new RatioInterval(estimate, low, high, 12, new RatioInterval.Basis(RatioInterval.EPOCHS, 3));
    }

    @Test
    void aGainOrACostOnlyWhereEveryRunLeavesOutOneOnThatSide() {
        List<RatioInterval> above = List.of(ratio(1.15, 1.06, 1.25), ratio(1.10, 1.01, 1.20));
        List<RatioInterval> below = List.of(ratio(0.77, 0.70, 0.85), ratio(0.73, 0.61, 0.88));
        assertThat(Call.of(above, true)).isEqualTo(Call.GAIN);
        assertThat(Call.of(below, true)).isEqualTo(Call.COST);
        // CPU per request: less is the gain.
        assertThat(Call.of(above, false)).isEqualTo(Call.COST);
        assertThat(Call.of(below, false)).isEqualTo(Call.GAIN);
    }

    @Test
    void noClearDifferenceWhereEveryRunHoldsOne() {
        assertThat(Call.of(List.of(ratio(0.98, 0.91, 1.05), ratio(1.02, 0.95, 1.09)), true))
                .isEqualTo(Call.SAME);
    }

    @Test
    void uncertainWhereTheRunsDisagreeOrOneCannotTell() {
        // Spring Boot's virtual threads on get: no clear difference in one run, a cost in the other.
        assertThat(Call.of(List.of(ratio(0.88, 0.75, 1.03), ratio(0.90, 0.83, 0.97)), true))
                .isEqualTo(Call.UNCERTAIN);
        // A gain in one run and a cost in the other.
        assertThat(Call.of(List.of(ratio(1.10, 1.02, 1.18), ratio(0.90, 0.85, 0.96)), true))
                .isEqualTo(Call.UNCERTAIN);
        // One round: no interval, so it tells nothing.
        RatioInterval single = new RatioInterval(1.30, 1.30, 1.30, 1);
        assertThat(Call.of(List.of(single, ratio(1.20, 1.10, 1.30)), true)).isEqualTo(Call.UNCERTAIN);
        assertThatThrownBy(() -> Call.of(List.of(), true)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void atBestMovesWhereTheCallChangesOrAnEstimateLeavesParitysInterval() {
        Pick parity = Pick.of(List.of(ratio(0.48, 0.44, 0.54), ratio(0.46, 0.44, 0.48)), true);
        Pick tuned = Pick.of(List.of(ratio(0.68, 0.60, 0.76), ratio(0.64, 0.59, 0.69)), true);
        assertThat(tuned.call()).isEqualTo(parity.call());
        assertThat(tuned.movedFrom(parity))
                .as("the same cost, but far outside parity's intervals")
                .isTrue();
        Pick close = Pick.of(List.of(ratio(0.50, 0.45, 0.55), ratio(0.47, 0.44, 0.50)), true);
        assertThat(close.movedFrom(parity))
                .as("inside both runs' intervals at parity")
                .isFalse();
        Pick same = Pick.of(List.of(ratio(0.98, 0.90, 1.06), ratio(0.47, 0.44, 0.50)), true);
        assertThat(same.movedFrom(parity)).as("another call").isTrue();
    }

    @Test
    void machineDependentOnlyWhereRunsOnDifferentMachinesDisagreeBeyondTheirIntervals() {
        // Spring Boot's R2DBC over JDBC on list100: two runs on one machine, one on another.
        Picks.RunRatio amd = new Picks.RunRatio(0, "AMD", ratio(0.46, 0.42, 0.50));
        Picks.RunRatio amd2 = new Picks.RunRatio(1, "AMD", ratio(0.44, 0.41, 0.49));
        Picks.RunRatio intel = new Picks.RunRatio(2, "Intel", ratio(0.37, 0.34, 0.40));
        assertThat(Pick.judged(List.of(amd, amd2, intel), true).machineDependent())
                .isTrue();
        assertThat(Pick.judged(List.of(amd, amd2, intel), true).call()).isEqualTo(Call.COST);
        Picks.RunRatio overlapping = new Picks.RunRatio(2, "Intel", ratio(0.40, 0.36, 0.43));
        assertThat(Pick.judged(List.of(amd, amd2, overlapping), true).machineDependent())
                .as("the Intel interval meets one AMD run's")
                .isFalse();
        Picks.RunRatio sameMachine = new Picks.RunRatio(2, "AMD", ratio(0.37, 0.34, 0.40));
        assertThat(Pick.judged(List.of(amd, sameMachine), true).machineDependent())
                .as("two runs of one machine that disagree are a rerun's spread, not the machine's")
                .isFalse();
    }
}
