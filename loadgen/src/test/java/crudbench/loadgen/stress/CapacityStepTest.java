package crudbench.loadgen.stress;

import static crudbench.loadgen.stress.Answers.steady;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CapacityStepTest {

    @Test
    void heldWhenEveryAnswerIs2xxAndP99UnderTheLimit() {
        List<Answer> fast = new Answers().add(steady(0, 2000).perSecond(500)).list();
        assertThat(CapacityStep.of(500, 2, fast, 50).sustained()).isTrue();
    }

    @Test
    void notHeldWithAP99AtTheLimit() {
        List<Answer> slow = new Answers()
                .add(steady(0, 1000))
                .add(steady(0, 1000).perSecond(2).inMs(50))
                .list();
        CapacityStep step = CapacityStep.of(102, 1, slow, 50);
        assertThat(step.p99Ms()).isEqualTo(50);
        assertThat(step.sustained()).isFalse();
    }

    @Test
    void notHeldWithOne503OrOneRequestNotSent() {
        List<Answer> one503 = new Answers()
                .add(steady(0, 1000).perSecond(500))
                .one(10, 11, Outcome.PROBLEM_503)
                .list();
        List<Answer> oneNotSent = new Answers()
                .add(steady(0, 1000).perSecond(500))
                .one(10, 10, Outcome.NOT_SENT)
                .list();
        assertThat(CapacityStep.of(500, 1, one503, 50).sustained()).isFalse();
        assertThat(CapacityStep.of(500, 1, oneNotSent, 50).sustained()).isFalse();
    }
}
