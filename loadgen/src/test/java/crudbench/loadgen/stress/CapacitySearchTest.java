package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

class CapacitySearchTest {

    /** Runs the search against a variant that holds exactly the rates {@code holds} accepts; the rates tried. */
    private static List<Integer> search(CapacitySearch search, IntPredicate holds) {
        List<Integer> tried = new ArrayList<>();
        for (OptionalInt next = search.next(); next.isPresent(); next = search.next()) {
            int rate = next.getAsInt();
            tried.add(rate);
            search.record(rate, holds.test(rate));
            assertThat(tried).as("the search ends").hasSizeLessThan(50);
        }
        return tried;
    }

    @Test
    void doublesWhileTheRateHoldsThenBisectsToThePrecision() {
        CapacitySearch search = new CapacitySearch(250, 10, 20_000, 0.10);
        List<Integer> tried = search(search, rate -> rate <= 3100);
        assertThat(tried).containsExactly(250, 500, 1000, 2000, 4000, 3000, 3500, 3250);
        assertThat(search.capacity()).hasValue(3000);
    }

    @Test
    void aCoarsePrecisionStopsSooner() {
        CapacitySearch search = new CapacitySearch(250, 10, 20_000, 0.5);
        assertThat(search(search, rate -> rate <= 3100)).containsExactly(250, 500, 1000, 2000, 4000, 3000);
        assertThat(search.capacity()).hasValue(3000);
    }

    @Test
    void halvesWhenTheStartRateFailsThenBisectsUpwards() {
        CapacitySearch search = new CapacitySearch(250, 10, 20_000, 0.10);
        List<Integer> tried = search(search, rate -> rate <= 100);
        assertThat(tried).startsWith(250, 125, 62);
        assertThat(search.capacity().getAsInt()).isBetween(90, 100);
    }

    @Test
    void nothingHoldsDownToTheMinimum() {
        CapacitySearch search = new CapacitySearch(250, 10, 20_000, 0.10);
        assertThat(search(search, rate -> false)).containsExactly(250, 125, 62, 31, 15);
        assertThat(search.capacity()).isEmpty();
    }

    @Test
    void everythingHoldsUpToTheMaximum() {
        CapacitySearch search = new CapacitySearch(250, 10, 1500, 0.10);
        assertThat(search(search, rate -> true)).containsExactly(250, 500, 1000, 1500);
        assertThat(search.capacity()).hasValue(1500);
    }

    @Test
    void rejectsBoundsOutOfOrder() {
        assertThatThrownBy(() -> new CapacitySearch(5, 10, 100, 0.1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CapacitySearch(250, 10, 100, 0.1)).isInstanceOf(IllegalArgumentException.class);
    }
}
