package crudbench.loadgen.hyperfoil;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.Flag.Kind;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunChecksTest {

    private static List<Kind> kinds(PhaseResult phase) {
        return RunChecks.check(phase).stream().map(Flag::kind).toList();
    }

    @Test
    void aCleanPhaseIsNotFlagged() {
        assertThat(RunChecks.check(Snapshots.phase("get", "get", 1_000, Snapshots.of(0, 0, 200, 100, 200))))
                .isEmpty();
    }

    @Test
    void non2xxResponsesAreFlagged() {
        PhaseResult phase =
                Snapshots.phase("get", "get", 1_000, Snapshots.of(0, 0, 200, 100), Snapshots.of(1, 0, 404, 100));
        assertThat(kinds(phase)).containsExactly(Kind.NON_2XX);
        assertThat(RunChecks.check(phase).getFirst().message()).contains("4xx 1");
    }

    @Test
    void timeBlockedWaitingForAConnectionIsFlagged() {
        StatisticsSnapshot s = Snapshots.of(0, 0, 200, 100);
        s.blockedTime = 5_000_000;
        assertThat(kinds(Snapshots.phase("get", "get", 1_000, s))).containsExactly(Kind.BLOCKED);
    }

    @Test
    void exhaustedSessionsAreFlagged() {
        PhaseResult phase = Snapshots.phase("get", "get", 1_000, Snapshots.of(0, 0, 200, 100));
        phase.sessionLimitExceeded = true;
        assertThat(kinds(phase)).containsExactly(Kind.SESSIONS_EXHAUSTED);
    }

    @Test
    void connectionErrorsAndTimeoutsAreFlaggedAndCountAsAnswers() {
        StatisticsSnapshot s = Snapshots.of(0, 0, 200, 100);
        s.requestCount += 3;
        s.connectionErrors = 1;
        s.requestTimeouts = 2;
        assertThat(kinds(Snapshots.phase("get", "get", 1_000, s)))
                .containsExactly(Kind.CONNECTION_ERRORS, Kind.TIMEOUTS);
    }

    @Test
    void requestsThatGotNoAnswerAtAllMeanTheCountsDisagree() {
        StatisticsSnapshot s = Snapshots.of(0, 0, 200, 100, 100);
        s.requestCount = 5;
        assertThat(kinds(Snapshots.phase("get", "get", 1_000, s))).containsExactly(Kind.COUNTS_DISAGREE);
    }

    @Test
    void aPhaseThatNeverRanOrSentNothingIsFlagged() {
        PhaseResult never = new PhaseResult("list", false, 1_000, "always");
        assertThat(kinds(never)).containsExactly(Kind.DID_NOT_RUN);

        PhaseResult idle = new PhaseResult("list", false, 1_000, "always");
        idle.runningMs = 1;
        idle.terminatedMs = 1_001;
        assertThat(kinds(idle)).containsExactly(Kind.DID_NOT_RUN);

        PhaseResult zero = new PhaseResult("warmup", true, 0, "always");
        assertThat(kinds(zero))
                .as("a phase of zero duration is not expected to run")
                .isEmpty();
    }

    @Test
    void aPhaseErrorIsFlagged() {
        PhaseResult phase = Snapshots.phase("get", "get", 1_000, Snapshots.of(0, 0, 200, 100));
        phase.error = "boom";
        assertThat(kinds(phase)).containsExactly(Kind.PHASE_FAILED);
    }
}
