package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The outage's rules, on a run whose database is away from 2 s to 5 s of 12 s. */
class OutageFactsTest {

    private static final Limits LIMITS = Limits.standard(2000, 3000);
    private static final double DOWN = 2000;
    private static final double UP = 5000;

    /** 2xx before, 503 problems while down (each after 50 ms), 2xx again from 300 ms after the return. */
    private static Answers good() {
        return new Answers()
                .steady(0, DOWN, 100, Outcome.OK, 5)
                .steady(DOWN, UP, 100, Outcome.PROBLEM_503, 50)
                .steady(UP, UP + 300, 100, Outcome.PROBLEM_503, 1)
                .steady(UP + 300, 12_000, 100, Outcome.OK, 5);
    }

    /** /health every 250 ms: 200, 503 while down. */
    private static List<Probe> probes() {
        List<Probe> probes = new ArrayList<>();
        for (double t = 0; t < 12_000; t += 250) {
            probes.add(new Probe(t, t + 2, t >= DOWN && t < UP ? 503 : 200));
        }
        return probes;
    }

    private static OutageFacts facts(List<Answer> answers, List<Probe> probes, List<Write> lost) {
        return OutageFacts.of(Fault.AWAY, answers, probes, 100, "write-heavy", DOWN, UP, 400, lost, 0, true, List.of());
    }

    @Test
    void passesWith503ProblemsWhileDownHealth503AndEveryWriteKept() {
        OutageFacts facts = facts(good().list(), probes(), List.of());
        assertThat(facts.firstProblemMs()).isEqualTo(50);
        assertThat(facts.slowestWhileDownMs()).isEqualTo(50);
        assertThat(facts.recoveryMs()).isEqualTo(305);
        Verdict verdict = facts.verdict("v", LIMITS);
        assertThat(verdict.failures()).isEmpty();
        assertThat(verdict.numbers())
                .isEqualTo(
                        "100/s write-heavy, database away 3 s: first 503 after 50 ms,"
                                + " slowest while down 50 ms, first 2xx 305 ms after its return; creates acknowledged 400, lost 0");
    }

    @Test
    void failsOnAnAnswerWhileDownThatIsNotA503Problem() {
        Verdict verdict = facts(good().one(3000, 3010, Outcome.OTHER_503).list(), probes(), List.of())
                .verdict("v", LIMITS);
        assertThat(verdict.failures())
                .isEqualTo("answers are 2xx or 503 problems (503 not a problem 1);"
                        + " answers while down are 503 problems (1 of 296 were not: 503 not a problem 1)");
    }

    /** What a connection that outlived the relay's cut looked like: 2xx from a database that is away. */
    @Test
    void failsOnA2xxWhileDown() {
        Verdict verdict = facts(
                        good().one(3000, 3010, Outcome.OK)
                                .one(4000, 4003, Outcome.OK)
                                .list(),
                        probes(),
                        List.of())
                .verdict("v", LIMITS);
        assertThat(verdict.failures()).isEqualTo("answers while down are 503 problems (2 of 297 were not: 2xx 2)");
    }

    @Test
    void aRequestDueBeforeTheOutageMayStillEndIn2xx() {
        List<Answer> answers = good().one(1990, 2010, Outcome.OK).list();
        assertThat(facts(answers, probes(), List.of()).verdict("v", LIMITS).passed())
                .isTrue();
    }

    @Test
    void failsWhenHealthSaysUpWhileTheDatabaseIsAway() {
        List<Probe> probes = new ArrayList<>(probes());
        probes.add(new Probe(3000, 3001, 200));
        assertThat(facts(good().list(), probes, List.of()).verdict("v", LIMITS).failures())
                .isEqualTo("/health is 503 while down (1 of 13 probes were not 503)");
    }

    @Test
    void failsWhenTheFirst2xxComesLate() {
        List<Answer> late = new Answers()
                .steady(0, DOWN, 100, Outcome.OK, 5)
                .steady(DOWN, UP + 6000, 100, Outcome.PROBLEM_503, 50)
                .steady(UP + 6000, 12_000, 100, Outcome.OK, 5)
                .list();
        assertThat(facts(late, probes(), List.of()).verdict("v", LIMITS).failures())
                .isEqualTo("first 2xx within 5 s of the database's return (after 6005 ms)");
    }

    @Test
    void failsWhenAnAcknowledgedCreateIsLost() {
        Verdict verdict = facts(good().list(), probes(), List.of(new Write(42, "Stress x", "x@stress.test")))
                .verdict("v", LIMITS);
        assertThat(verdict.failures()).isEqualTo("every acknowledged create stored (1 of 400 lost)");
    }

    @Test
    void failsOnASlowAnswerWhileDown() {
        Verdict verdict = facts(good().one(2500, 5600, Outcome.PROBLEM_503).list(), probes(), List.of())
                .verdict("v", LIMITS);
        assertThat(verdict.failures()).isEqualTo("every answer within 3000 ms (slowest 3100 ms)");
    }

    /** A silent database: 503 problems at the deadline on a call, 3 s after they were due. */
    private static OutageFacts silent(List<Answer> answers, List<Probe> probes) {
        return OutageFacts.of(
                Fault.SILENT, answers, probes, 100, "write-heavy", DOWN, UP + 3000, 400, List.of(), 2, true, List.of());
    }

    private static Answers silentRun() {
        return new Answers()
                .steady(0, DOWN, 100, Outcome.OK, 5)
                .steady(DOWN, UP + 3000, 100, Outcome.PROBLEM_503, 3000)
                .steady(UP + 3000, 15_000, 100, Outcome.OK, 5);
    }

    private static List<Probe> silentProbes() {
        List<Probe> probes = new ArrayList<>();
        for (double t = 0; t < 15_000; t += 250) {
            boolean silent = t >= DOWN && t < UP + 3000;
            probes.add(new Probe(t, t + (silent ? 3000 : 2), silent ? 503 : 200));
        }
        return probes;
    }

    @Test
    void aSilentDatabaseMayTakeTheDeadlineOnACallAndIsToldInItsOwnWords() {
        OutageFacts facts = silent(silentRun().list(), silentProbes());
        Verdict verdict = facts.verdict("v", LIMITS);
        assertThat(verdict.experiment()).isEqualTo(StressExperiment.SILENT);
        assertThat(verdict.failures()).isEmpty();
        assertThat(verdict.numbers())
                .isEqualTo(
                        "100/s write-heavy, database silent 6 s: first 503 after 3000 ms, slowest while silent 3000 ms,"
                                + " first 2xx 5.0 ms after the replacement answered; creates acknowledged 400, lost 0,"
                                + " refused but stored 2");
    }

    @Test
    void failsASilentDatabaseWhoseAnswerOutlastsTheDeadline() {
        Verdict verdict = silent(
                        silentRun().one(3000, 9100, Outcome.PROBLEM_503).list(), silentProbes())
                .verdict("v", LIMITS);
        assertThat(verdict.failures()).isEqualTo("every answer within 6000 ms (slowest 6100 ms)");
    }

    @Test
    void failsASilentDatabaseWhoseHealthNeverAnswers() {
        List<Probe> probes = silentProbes().stream()
                .filter(p -> p.sentMs() < DOWN || p.sentMs() >= UP + 3000)
                .toList();
        assertThat(silent(silentRun().list(), probes).verdict("v", LIMITS).failures())
                .isEqualTo("/health is 503 while silent (no probe answered while silent)");
    }

    @Test
    void lostWritesAreThoseMissingOrStoredOtherwise() {
        Write kept = new Write(1, "a", "a@stress.test");
        Write missing = new Write(2, "b", "b@stress.test");
        Write changed = new Write(3, "c", "c@stress.test");
        assertThat(StoredWrites.missing(
                        List.of(kept, missing, changed),
                        java.util.Map.of(1L, kept, 3L, new Write(3, "other", "c@stress.test"))))
                .containsExactly(missing, changed);
    }
}
