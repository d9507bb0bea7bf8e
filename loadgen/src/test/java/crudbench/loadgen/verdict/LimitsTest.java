package crudbench.loadgen.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variants;
import org.junit.jupiter.api.Test;

class LimitsTest {

    private final Variants registry = Variants.load(Repo.locate());

    @Test
    void aFixedWorkerPoolMayQueueUntilTheHangLimitAndNoOtherStackMay() {
        Limits limits = Limits.standard(2000, 3000);

        assertThat(limits.forStack(registry.get("spring-jdbc"), 30).answerLimitMs())
                .isEqualTo(30_000);
        assertThat(limits.forStack(registry.get("micronaut-jdbc"), 30).answerLimitMs())
                .isEqualTo(30_000);
        assertThat(limits.forStack(registry.get("spring-jdbc-virtual"), 30).answerLimitMs())
                .isEqualTo(3000);
        assertThat(limits.forStack(registry.get("quarkus-reactive"), 30).answerLimitMs())
                .isEqualTo(3000);
        assertThat(limits.forStack(registry.get("spring-r2dbc"), 30)).isSameAs(limits);
        assertThat(limits.forStack(registry.get("spring-jdbc"), 30).queues()).isTrue();
        assertThat(limits.queues()).isFalse();
    }

    @Test
    void whileSilentAnAnswerMayTakeTheAcquireTimeoutAndTheDeadlineOnACallUnlessTheStackQueues() {
        Limits limits = Limits.standard(2000, 3000);

        assertThat(limits.silentAnswerLimitMs()).isEqualTo(6000);
        assertThat(limits.forStack(registry.get("spring-jdbc-virtual"), 30).silentAnswerLimitMs())
                .isEqualTo(6000);
        assertThat(limits.forStack(registry.get("spring-jdbc"), 30).silentAnswerLimitMs())
                .isEqualTo(30_000);
    }

    @Test
    void limitsBuiltOutsideTheCommandAreRefusedByTheOptionThatSetsTheBadValue() {
        assertThatThrownBy(() ->
                        Limits.standard(2000, 3000).toBuilder().recoveryShare(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--recovery-share must be positive, got 0.0");
        assertThatThrownBy(
                        () -> Limits.ci(2000, 3000).toBuilder().p99SlackMs(-1).build())
                .hasMessage("--answer-margin-ms and --p99-slack-ms cannot be negative");
    }
}
