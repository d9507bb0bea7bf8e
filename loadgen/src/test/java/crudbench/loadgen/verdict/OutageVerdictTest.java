package crudbench.loadgen.verdict;

import static crudbench.loadgen.stress.Answers.steady;
import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.stress.Answers;
import crudbench.loadgen.stress.Fault;
import crudbench.loadgen.stress.OutageFacts;
import crudbench.loadgen.stress.Outcome;
import crudbench.loadgen.stress.Probe;
import crudbench.loadgen.stress.StressExperiment;
import crudbench.loadgen.stress.Write;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The outage's rules, on a run whose database is away from 2 s to 5 s of 12 s; and the silence's. */
class OutageVerdictTest {

    private static final Limits LIMITS = Limits.standard(2000, 3000);
    private static final double RECOVERY_SECONDS = 5;
    private static final double DOWN = 2000;
    private static final double UP = 5000;

    /**
     * A fault as the tests vary it: its answers, and what else they set. The rest: the database
     * away from {@link #DOWN} to {@link #UP}, /health every 250 ms answering 503 meanwhile, 100/s
     * write-heavy, 400 creates acknowledged and none lost or refused but stored.
     */
    private record Run(Fault fault, Answers answers, double upMs, List<Probe> probes, List<Write> lost, long refused) {

        static Run away(Answers answers) {
            return new Run(Fault.AWAY, answers, UP, healthProbes(12_000, UP, 2), List.of(), 0);
        }

        /** Silent until 3 s after {@link #UP}, its probes answered 503 at the deadline on a call. */
        static Run silent(Answers answers) {
            return new Run(Fault.SILENT, answers, UP + 3000, healthProbes(15_000, UP + 3000, 3000), List.of(), 0);
        }

        Run probes(List<Probe> probes) {
            return new Run(fault, answers, upMs, probes, lost, refused);
        }

        Run lost(Write write) {
            return new Run(fault, answers, upMs, probes, List.of(write), refused);
        }

        Run refusedButStored(long creates) {
            return new Run(fault, answers, upMs, probes, lost, creates);
        }

        OutageFacts facts() {
            return OutageFacts.of(
                    answers.recorded(),
                    probes,
                    fault,
                    100,
                    "write-heavy",
                    new OutageFacts.Downtime(DOWN, upMs),
                    new OutageFacts.Writes(400, lost, refused));
        }

        Verdict verdict() {
            return OutageVerdict.of("v", facts(), RECOVERY_SECONDS, LIMITS);
        }
    }

    /** /health every 250 ms until {@code untilMs}: 200, or 503 after {@code downLatencyMs} while down. */
    private static List<Probe> healthProbes(double untilMs, double upMs, double downLatencyMs) {
        List<Probe> probes = new ArrayList<>();
        for (double t = 0; t < untilMs; t += 250) {
            boolean down = t >= DOWN && t < upMs;
            probes.add(new Probe(t, t + (down ? downLatencyMs : 2), down ? 503 : 200));
        }
        return probes;
    }

    /** 2xx before, 503 problems while down (each after 50 ms), 2xx again from 300 ms after the return. */
    private static Answers good() {
        return new Answers()
                .add(steady(0, DOWN))
                .add(steady(DOWN, UP).answering(Outcome.PROBLEM_503).inMs(50))
                .add(steady(UP, UP + 300).answering(Outcome.PROBLEM_503).inMs(1))
                .add(steady(UP + 300, 12_000));
    }

    @Test
    void passesWith503ProblemsWhileDownHealth503AndEveryWriteKept() {
        OutageFacts facts = Run.away(good()).facts();
        assertThat(facts.whileDown().firstProblemMs()).isEqualTo(50);
        assertThat(facts.whileDown().slowestMs()).isEqualTo(50);
        assertThat(facts.recoveryMs()).isEqualTo(305);
        Verdict verdict = OutageVerdict.of("v", facts, RECOVERY_SECONDS, LIMITS);
        assertThat(verdict.failures()).isEmpty();
        assertThat(verdict.numbers())
                .isEqualTo(
                        "100/s write-heavy, database away 3 s: first 503 after 50 ms,"
                                + " slowest while down 50 ms, first 2xx 305 ms after its return; creates acknowledged 400, lost 0");
    }

    @Test
    void failsOnAnAnswerWhileDownThatIsNotA503Problem() {
        Verdict verdict = Run.away(good().one(3000, 3010, Outcome.OTHER_503)).verdict();
        assertThat(verdict.failures())
                .isEqualTo("answers are 2xx or 503 problems (503 not a problem 1);"
                        + " answers while down are 503 problems (1 of 296 were not: 503 not a problem 1)");
    }

    /** What a connection that outlived the relay's cut looked like: 2xx from a database that is away. */
    @Test
    void failsOnA2xxWhileDown() {
        Verdict verdict = Run.away(good().one(3000, 3010, Outcome.OK).one(4000, 4003, Outcome.OK))
                .verdict();
        assertThat(verdict.failures()).isEqualTo("answers while down are 503 problems (2 of 297 were not: 2xx 2)");
    }

    @Test
    void aRequestDueBeforeTheOutageMayStillEndIn2xx() {
        assertThat(Run.away(good().one(1990, 2010, Outcome.OK)).verdict().passed())
                .isTrue();
    }

    @Test
    void failsWhenHealthSaysUpWhileTheDatabaseIsAway() {
        List<Probe> probes = new ArrayList<>(healthProbes(12_000, UP, 2));
        probes.add(new Probe(3000, 3001, 200));
        assertThat(Run.away(good()).probes(probes).verdict().failures())
                .isEqualTo("/health is 503 while down (1 of 13 probes were not 503)");
    }

    @Test
    void failsWhenTheFirst2xxComesLate() {
        Answers late = new Answers()
                .add(steady(0, DOWN))
                .add(steady(DOWN, UP + 6000).answering(Outcome.PROBLEM_503).inMs(50))
                .add(steady(UP + 6000, 12_000));
        assertThat(Run.away(late).verdict().failures())
                .isEqualTo("first 2xx within 5 s of the database's return (after 6005 ms)");
    }

    @Test
    void failsWhenAnAcknowledgedCreateIsLost() {
        Verdict verdict = Run.away(good())
                .lost(new Write(42, "Stress x", "x@stress.test"))
                .verdict();
        assertThat(verdict.failures()).isEqualTo("every acknowledged create stored (1 of 400 lost)");
    }

    @Test
    void failsOnASlowAnswerWhileDown() {
        Verdict verdict = Run.away(good().one(2500, 5600, Outcome.PROBLEM_503)).verdict();
        assertThat(verdict.failures()).isEqualTo("every answer within 3000 ms (slowest 3100 ms)");
    }

    /** A silent database: 503 problems at the deadline on a call, 3 s after they were due. */
    private static Answers silentRun() {
        return new Answers()
                .add(steady(0, DOWN))
                .add(steady(DOWN, UP + 3000).answering(Outcome.PROBLEM_503).inMs(3000))
                .add(steady(UP + 3000, 15_000));
    }

    @Test
    void aSilentDatabaseMayTakeTheDeadlineOnACallAndIsToldInItsOwnWords() {
        Verdict verdict = Run.silent(silentRun()).refusedButStored(2).verdict();
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
        Verdict verdict =
                Run.silent(silentRun().one(3000, 9100, Outcome.PROBLEM_503)).verdict();
        assertThat(verdict.failures()).isEqualTo("every answer within 6000 ms (slowest 6100 ms)");
    }

    @Test
    void failsASilentDatabaseWhoseHealthNeverAnswers() {
        List<Probe> answeredOutside = healthProbes(15_000, UP + 3000, 3000).stream()
                .filter(p -> p.sentMs() < DOWN || p.sentMs() >= UP + 3000)
                .toList();
        assertThat(Run.silent(silentRun()).probes(answeredOutside).verdict().failures())
                .isEqualTo("/health is 503 while silent (no probe answered while silent)");
    }

    @Test
    void aStackThatQueuesMayAnswerNothingWhileDown() {
        Limits queues = LIMITS.forStack(Variants.load(Repo.locate()).get("spring-jdbc"), 30);
        Answers queued = new Answers()
                .add(steady(0, DOWN))
                .add(steady(DOWN, UP).answering(Outcome.PROBLEM_503).inMs(3500))
                .add(steady(UP, 12_000));
        List<Probe> none = healthProbes(12_000, UP, 2).stream()
                .filter(p -> p.sentMs() < DOWN || p.sentMs() >= UP)
                .toList();
        Verdict verdict = OutageVerdict.of("v", Run.away(queued).probes(none).facts(), RECOVERY_SECONDS, queues);
        assertThat(verdict.failures()).isEmpty();
        assertThat(verdict.checks())
                .extracting(Check::seen)
                .contains(
                        "none while down: the worker pool's queue held them",
                        "none answered while down: queued behind the requests");
    }
}
