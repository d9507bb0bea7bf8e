package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The overload's rules: up, only 2xx and 503 problems, every answer within the limit, throughput back in time. */
class OverloadFactsTest {

    private static final Limits LIMITS = Limits.standard(2000, 3000);

    /** 4 s at 200/s, half 2xx and half 503 problems, then 10 s at 100/s whose first {@code slowSeconds} seconds get 503s. */
    private static Answers overloadThenRecovery(int slowSeconds) {
        Answers answers =
                new Answers().steady(0, 4000, 100, Outcome.OK, 20).steady(0, 4000, 100, Outcome.PROBLEM_503, 2000);
        answers.steady(4000, 4000 + slowSeconds * 1000, 100, Outcome.PROBLEM_503, 1500);
        return answers.steady(4000 + slowSeconds * 1000, 14_000, 100, Outcome.OK, 10);
    }

    private static OverloadFacts facts(List<Answer> answers, boolean appUp) {
        return OverloadFacts.of(answers, 200, 100, 4000, 10_000, 0.95, appUp, List.of());
    }

    @Test
    void passesWhenItShedsWith503sAndRecovers() {
        OverloadFacts facts = facts(overloadThenRecovery(2).list(), true);
        assertThat(facts.goodput()).isEqualTo(100);
        assertThat(facts.recoverySeconds()).isEqualTo(2);
        Verdict verdict = facts.verdict("v", LIMITS);
        assertThat(verdict.failures()).isEmpty();
        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.numbers())
                .isEqualTo("200/s for 4 s (200/s requests): goodput 100/s, 2xx 50.0%, 503 problem 50.0%;"
                        + " slowest 2000 ms; back at 100/s after 2 s");
    }

    @Test
    void failsOnOne500() {
        Verdict verdict = facts(
                        overloadThenRecovery(0)
                                .one(100, 120, Outcome.SERVER_ERROR)
                                .list(),
                        true)
                .verdict("v", LIMITS);
        assertThat(verdict.passed()).isFalse();
        assertThat(verdict.failures()).isEqualTo("answers are 2xx or 503 problems (500/other 5xx 1)");
    }

    @Test
    void failsOnAResetOrAHangOrA503WithoutAProblemBody() {
        for (Outcome outcome :
                List.of(Outcome.CONNECTION_ERROR, Outcome.HANG, Outcome.OTHER_503, Outcome.CLIENT_ERROR)) {
            Verdict verdict = facts(
                            overloadThenRecovery(0).one(100, 120, outcome).list(), true)
                    .verdict("v", LIMITS);
            assertThat(verdict.failures())
                    .as("%s", outcome)
                    .startsWith("answers are 2xx or 503 problems (" + outcome.label());
        }
    }

    @Test
    void requestsTheClientCouldNotSendAreReportedNotJudged() {
        OverloadFacts facts =
                facts(overloadThenRecovery(0).one(100, 100, Outcome.NOT_SENT).list(), true);
        assertThat(facts.verdict("v", LIMITS).passed()).isTrue();
        assertThat(facts.numbers()).contains("not sent 0.1%");
    }

    @Test
    void failsOnAnAnswerLaterThanTheAcquireTimeoutAndItsMargin() {
        Verdict verdict = facts(
                        overloadThenRecovery(0)
                                .one(100, 3101, Outcome.PROBLEM_503)
                                .list(),
                        true)
                .verdict("v", LIMITS);
        assertThat(verdict.failures()).isEqualTo("every answer within 3000 ms (slowest 3001 ms)");
    }

    @Test
    void failsWhenThroughputIsNotBackWithinTheLimit() {
        Verdict late = facts(overloadThenRecovery(6).list(), true).verdict("v", LIMITS);
        assertThat(late.failures()).isEqualTo("throughput back within 5 s (back after 6 s)");
        Verdict never = facts(overloadThenRecovery(10).list(), true).verdict("v", LIMITS);
        assertThat(never.failures()).isEqualTo("throughput back within 5 s (not back)");
    }

    @Test
    void failsWhenTheAppDied() {
        assertThat(facts(overloadThenRecovery(0).list(), false)
                        .verdict("v", LIMITS)
                        .failures())
                .isEqualTo("app stays up (exited or ran out of memory)");
    }

    @Test
    void recoveryCountsWholeSecondsOf2xxFromTheOverloadsEnd() {
        List<Answer> answers = new Answers()
                .steady(1000, 1500, 100, Outcome.OK, 1)
                .steady(2000, 3000, 96, Outcome.OK, 1)
                .list();
        assertThat(OverloadFacts.recovery(answers, 0, 5000, 95)).isEqualTo(2.0);
        assertThat(OverloadFacts.recovery(answers, 0, 2000, 95)).isNull();
    }
}
