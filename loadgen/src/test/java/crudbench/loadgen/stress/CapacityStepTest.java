package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class CapacityStepTest {

    @Test
    void heldWhenEveryAnswerIs2xxAndP99UnderTheLimit() {
        List<Answer> fast = new Answers().steady(0, 2000, 500, Outcome.OK, 5).list();
        assertThat(CapacityStep.of(500, 2, fast, 50).sustained()).isTrue();
    }

    @Test
    void notHeldWithAP99AtTheLimit() {
        List<Answer> slow = new Answers()
                .steady(0, 1000, 100, Outcome.OK, 5)
                .steady(0, 1000, 2, Outcome.OK, 50)
                .list();
        CapacityStep step = CapacityStep.of(102, 1, slow, 50);
        assertThat(step.p99Ms()).isEqualTo(50);
        assertThat(step.sustained()).isFalse();
    }

    @Test
    void notHeldWithOne503OrOneRequestNotSent() {
        List<Answer> one503 = new Answers()
                .steady(0, 1000, 500, Outcome.OK, 5)
                .one(10, 11, Outcome.PROBLEM_503)
                .list();
        List<Answer> oneNotSent = new Answers()
                .steady(0, 1000, 500, Outcome.OK, 5)
                .one(10, 10, Outcome.NOT_SENT)
                .list();
        assertThat(CapacityStep.of(500, 1, one503, 50).sustained()).isFalse();
        assertThat(CapacityStep.of(500, 1, oneNotSent, 50).sustained()).isFalse();
    }

    @Test
    void theResultNamesTheCapacityAndTheFirstRateAboveThatFailed() {
        CapacityStep held = CapacityStep.of(
                1000, 1, new Answers().steady(0, 1000, 1000, Outcome.OK, 12).list(), 50);
        CapacityStep failed = CapacityStep.of(
                2000, 1, new Answers().steady(0, 1000, 2000, Outcome.OK, 80).list(), 50);
        CapacityResult result = CapacityResult.of(List.of(held, failed), OptionalInt.of(1000), 20_000, 50);
        assertThat(result.verdict("v").passed()).isTrue();
        assertThat(result.numbers()).isEqualTo("1000/s with p99 12 ms; 2000/s not (p99 80 ms); 2 rates tried");
        CapacityResult none = CapacityResult.of(List.of(failed), OptionalInt.empty(), 20_000, 50);
        assertThat(none.verdict("v").status()).isEqualTo(Verdict.Status.FAIL);
        assertThat(none.numbers()).startsWith("no rate held: 2000/s: p99 80 ms, not held");
    }
}
