package crudbench.drivers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The closed loop's bookkeeping, driven by hand as a driver would drive it. */
class LoadTest {

    @Test
    void onlyRightAnswersInsideTheWindowCountAndUsersStopWhenTold() throws InterruptedException {
        Load load = new Load(Operation.GET, "sql", 2, 10_000, 1, "t");
        Query ramp = load.next(0);
        assertThat(load.answered(ramp, System.nanoTime(), List.of(row(ramp)))).isTrue();

        load.startWindow();
        Query q0 = load.next(0);
        assertThat(load.answered(q0, System.nanoTime() - 2_000_000, List.of(row(q0))))
                .isTrue();
        Query q1 = load.next(1);
        assertThat(load.answered(q1, System.nanoTime(), List.of()))
                .as("a wrong answer still lets the user go on")
                .isTrue();
        Query q2 = load.next(1);
        assertThat(load.failed(q2, new IllegalStateException("boom"))).isTrue();
        Load.Window window = load.endWindow();

        assertThat(window.latencies().getTotalCount()).isEqualTo(1);
        assertThat(window.latencies().getMaxValue()).isGreaterThanOrEqualTo(2_000_000);
        assertThat(window.errors()).isEqualTo(2);
        assertThat(load.answeredTotal()).isEqualTo(2);
        assertThat(load.errorsTotal()).isEqualTo(2);
        assertThat(load.firstError()).contains("get");

        load.requestStop();
        Query last0 = load.next(0);
        Query last1 = load.next(1);
        assertThat(load.answered(last0, System.nanoTime(), List.of(row(last0)))).isFalse();
        assertThat(load.failed(last1, new IllegalStateException("late"))).isFalse();
        assertThat(load.awaitStopped(Duration.ofSeconds(10))).isTrue();
    }

    @Test
    void aUserStillOnItsQueryIsNotCountedAsStopped() throws InterruptedException {
        Load load = new Load(Operation.GET, "sql", 2, 10_000, 1, "t");
        load.requestStop();
        Query q = load.next(0);
        assertThat(load.answered(q, System.nanoTime(), List.of(row(q)))).isFalse();
        assertThat(load.awaitStopped(Duration.ofMillis(50)))
                .as("user 1 never came back")
                .isFalse();
    }

    private static UserRow row(Query get) {
        long id = (long) get.args().getFirst();
        return new UserRow(id, "User " + id, "user" + id + "@example.com", Instant.EPOCH);
    }
}
