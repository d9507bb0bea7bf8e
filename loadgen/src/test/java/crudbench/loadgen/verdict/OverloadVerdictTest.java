package crudbench.loadgen.verdict;

import static crudbench.loadgen.stress.Answers.steady;
import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.stress.Answers;
import crudbench.loadgen.stress.Outcome;
import crudbench.loadgen.stress.OverloadFacts;
import crudbench.loadgen.stress.OverloadResult;
import crudbench.loadgen.stress.Second;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The overload's rules: up, only 2xx and 503 problems, every answer within the limit, throughput back in time. */
class OverloadVerdictTest {

    private static final Limits LIMITS = Limits.standard(2000, 3000);
    private static final double RECOVERY_SECONDS = 5;
    private static final int OFFERED = 200;
    private static final int CAPACITY = 100;
    private static final double OVERLOAD_MS = 4000;
    private static final double RECOVERY_WINDOW_MS = 10_000;

    /**
     * 4 s at 200/s, half 2xx and half 503 problems, then 10 s at 100/s whose first {@code slowSeconds}
     * seconds get 503s.
     */
    private static Answers overloadThenRecovery(int slowSeconds) {
        double slowUntil = OVERLOAD_MS + slowSeconds * 1000;
        return new Answers()
                .add(steady(0, OVERLOAD_MS).inMs(20))
                .add(steady(0, OVERLOAD_MS).answering(Outcome.PROBLEM_503).inMs(2000))
                .add(steady(OVERLOAD_MS, slowUntil)
                        .answering(Outcome.PROBLEM_503)
                        .inMs(1500))
                .add(steady(slowUntil, OVERLOAD_MS + RECOVERY_WINDOW_MS).inMs(10));
    }

    /** 200/s offered for 4 s, then the capacity of 100/s for 10 s, as the measuring writes it. */
    private static OverloadResult measured(Answers answers) {
        return new OverloadResult(
                OverloadFacts.of(answers.recorded(), OFFERED, CAPACITY, OVERLOAD_MS, RECOVERY_WINDOW_MS),
                Second.series(answers.list(), OVERLOAD_MS + RECOVERY_WINDOW_MS));
    }

    private static Verdict verdict(Answers answers) {
        return OverloadVerdict.of("v", measured(answers), RECOVERY_SECONDS, LIMITS);
    }

    @Test
    void passesWhenItShedsWith503sAndRecovers() {
        OverloadResult result = measured(overloadThenRecovery(2));
        assertThat(result.facts().goodput()).isEqualTo(100);
        assertThat(OverloadVerdict.recovery(result, LIMITS)).isEqualTo(2);
        Verdict verdict = OverloadVerdict.of("v", result, RECOVERY_SECONDS, LIMITS);
        assertThat(verdict.failures()).isEmpty();
        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.numbers())
                .isEqualTo("200/s for 4 s (200/s requests): goodput 100/s, 2xx 50.0%, 503 problem 50.0%;"
                        + " slowest 2000 ms; back at 100/s after 2 s");
    }

    @Test
    void failsOnOne500() {
        Verdict verdict = verdict(overloadThenRecovery(0).one(100, 120, Outcome.SERVER_ERROR));
        assertThat(verdict.passed()).isFalse();
        assertThat(verdict.failures()).isEqualTo("answers are 2xx or 503 problems (500/other 5xx 1)");
    }

    @Test
    void aFailedAnswerCheckShowsTheClientsErrorSamples() {
        Verdict verdict = verdict(overloadThenRecovery(0)
                .one(100, 120, Outcome.CONNECTION_ERROR)
                .errorSample("ConnectException: refused"));
        assertThat(verdict.failures())
                .isEqualTo("answers are 2xx or 503 problems (connection error 1: ConnectException: refused)");
    }

    @Test
    void failsOnAResetOrAHangOrA503WithoutAProblemBody() {
        for (Outcome outcome :
                List.of(Outcome.CONNECTION_ERROR, Outcome.HANG, Outcome.OTHER_503, Outcome.CLIENT_ERROR)) {
            Verdict verdict = verdict(overloadThenRecovery(0).one(100, 120, outcome));
            assertThat(verdict.failures())
                    .as("%s", outcome)
                    .startsWith("answers are 2xx or 503 problems (" + outcome.label());
        }
    }

    @Test
    void requestsTheClientCouldNotSendAreReportedNotJudged() {
        OverloadResult result = measured(overloadThenRecovery(0).one(100, 100, Outcome.NOT_SENT));
        Verdict verdict = OverloadVerdict.of("v", result, RECOVERY_SECONDS, LIMITS);
        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.numbers()).contains("not sent 0.1%");
    }

    @Test
    void failsOnAnAnswerLaterThanTheAcquireTimeoutAndItsMargin() {
        Verdict verdict = verdict(overloadThenRecovery(0).one(100, 3101, Outcome.PROBLEM_503));
        assertThat(verdict.failures()).isEqualTo("every answer within 3000 ms (slowest 3001 ms)");
    }

    @Test
    void aLateAnswerShowsTheConnectionAttemptsTheKernelDropped() {
        Verdict late = verdict(
                overloadThenRecovery(0).one(100, 3101, Outcome.PROBLEM_503).listenOverflows(3));
        assertThat(late.failures())
                .isEqualTo("every answer within 3000 ms (slowest 3001 ms;"
                        + " the kernel dropped 3 connection attempt(s) from a full listen queue)");
        Verdict unknown = verdict(
                overloadThenRecovery(0).one(100, 3101, Outcome.PROBLEM_503).listenOverflows(-1));
        assertThat(unknown.failures())
                .as("where /proc/net/netstat cannot be read, nothing is said")
                .isEqualTo("every answer within 3000 ms (slowest 3001 ms)");
    }

    @Test
    void failsWhenThroughputIsNotBackWithinTheLimit() {
        assertThat(verdict(overloadThenRecovery(6)).failures())
                .isEqualTo("throughput back within 5 s (back after 6 s)");
        assertThat(verdict(overloadThenRecovery(10)).failures()).isEqualTo("throughput back within 5 s (not back)");
    }

    @Test
    void failsWhenTheAppDied() {
        assertThat(verdict(overloadThenRecovery(0).appDied()).failures())
                .isEqualTo("app stays up (exited or ran out of memory)");
    }

    @Test
    void recoveryCountsWholeSecondsOf2xxFromTheOverloadsEnd() {
        List<Second> series = Second.series(
                new Answers()
                        .add(steady(1000, 1500).inMs(1))
                        .add(steady(2000, 3000).perSecond(96).inMs(1))
                        .list(),
                5000);
        assertThat(OverloadVerdict.recovery(series, 0, 5, 95)).isEqualTo(2.0);
        assertThat(OverloadVerdict.recovery(series, 0, 2, 95)).isNull();
    }

    @Test
    void aLaterThrowawaySecondBeyondTheWindowDoesNotCount() {
        List<Second> series =
                Second.series(new Answers().add(steady(4000, 5000).inMs(1)).list(), 5000);
        assertThat(OverloadVerdict.recovery(series, 0, 4.5, 95))
                .as("the window holds four whole seconds; the fifth, half in it, is not looked at")
                .isNull();
        assertThat(OverloadVerdict.recovery(series, 0, 5, 95)).isEqualTo(4.0);
    }
}
