package crudbench.loadgen.verdict;

import crudbench.loadgen.stress.Fault;
import crudbench.loadgen.stress.OutageFacts;
import crudbench.loadgen.text.Numbers;
import java.util.List;

/**
 * The rules of the database away and of the database silent, in the words of each: up, only 2xx
 * and 503 problems, 503 problems while it is down and a 503 /health, every answer within the
 * fault's limit, the first 2xx soon after it answers again, and no acknowledged create lost.
 */
final class OutageVerdict {

    private OutageVerdict() {}

    /** @param recoverySeconds the plan's time to recover: the first 2xx must come within it */
    static Verdict of(String variant, OutageFacts facts, double recoverySeconds, Limits limits) {
        Fault fault = facts.fault();
        OutageFacts.WhileDown down = facts.whileDown();
        long wrong = down.wrong().values().stream().mapToLong(Long::longValue).sum();
        double answerLimitMs = answerLimitMs(fault, limits);
        Double recoveryMs = facts.recoveryMs();
        int lost = facts.writes().lost().size();
        List<Check> checks = List.of(
                Check.appStaysUp(facts.overall()),
                Check.only2xxOr503(facts.overall()),
                Check.of(
                        "answers while " + fault.during() + " are 503 problems",
                        (down.answers() > 0 || limits.queues()) && wrong == 0,
                        down.answers() == 0
                                ? (limits.queues()
                                        ? "none while " + fault.during() + ": the worker pool's queue held them"
                                        : "no answer while " + fault.during())
                                : wrong + " of " + down.answers() + " were not"
                                        + (wrong == 0 ? "" : ": " + OutcomeCounts.nonZero(down.wrong()))),
                Check.answersWithin(facts.overall(), answerLimitMs),
                Check.of(
                        "/health is 503 while " + fault.during(),
                        (down.probes() > 0 || limits.queues()) && down.healthyProbes() == 0,
                        down.probes() == 0
                                ? (limits.queues()
                                        ? "none answered while " + fault.during() + ": queued behind the requests"
                                        : "no probe answered while " + fault.during())
                                : down.healthyProbes() + " of " + down.probes() + " probes were not 503"),
                Check.of(
                        "first 2xx within " + Numbers.seconds(recoverySeconds) + " of " + fault.end(),
                        recoveryMs != null && recoveryMs <= recoverySeconds * 1000,
                        recoveryMs == null ? "no 2xx after" : "after " + Numbers.msCoarse(recoveryMs)),
                Check.of(
                        "every acknowledged create stored",
                        lost == 0,
                        lost + " of " + facts.writes().acknowledged() + " lost"));
        return Verdict.judged(variant, fault.experiment(), numbers(facts), checks);
    }

    /** The longest any answer of the experiment may take. */
    static double answerLimitMs(Fault fault, Limits limits) {
        return fault == Fault.SILENT ? limits.silentAnswerLimitMs() : limits.answerLimitMs();
    }

    static String numbers(OutageFacts facts) {
        Fault fault = facts.fault();
        OutageFacts.Downtime downtime = facts.downtime();
        OutageFacts.WhileDown down = facts.whileDown();
        OutageFacts.Writes writes = facts.writes();
        return Numbers.perSecond(facts.rate()) + " " + facts.mix() + ", database " + fault.state() + " "
                + Numbers.seconds((downtime.upMs() - downtime.downMs()) / 1000)
                + ": first 503 after "
                + (down.firstProblemMs() == null ? "-" : Numbers.msCoarse(down.firstProblemMs()))
                + ", slowest while " + fault.during() + " " + Numbers.msCoarse(down.slowestMs())
                + ", first 2xx "
                + (facts.recoveryMs() == null
                        ? "never"
                        : Numbers.msCoarse(facts.recoveryMs()) + " after " + fault.ended())
                + "; creates acknowledged " + writes.acknowledged() + ", lost "
                + writes.lost().size()
                + (writes.refusedButStored() > 0 ? ", refused but stored " + writes.refusedButStored() : "");
    }
}
