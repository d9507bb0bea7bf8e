package crudbench.loadgen.verdict;

import crudbench.loadgen.stress.Latencies;
import crudbench.loadgen.stress.OverloadFacts;
import crudbench.loadgen.stress.OverloadResult;
import crudbench.loadgen.stress.Second;
import crudbench.loadgen.stress.StressExperiment;
import crudbench.loadgen.text.Numbers;
import java.util.List;

/** The overload's rules: up, only 2xx and 503 problems, every answer within the limit, throughput back in time. */
final class OverloadVerdict {

    private OverloadVerdict() {}

    /** @param recoverySeconds the plan's time to recover: throughput must be back within it */
    static Verdict of(String variant, OverloadResult result, double recoverySeconds, Limits limits) {
        OverloadFacts facts = result.facts();
        Double recovery = recovery(result, limits);
        List<Check> checks = List.of(
                Check.appStaysUp(facts.overall()),
                Check.only2xxOr503(facts.overall()),
                Check.answersWithin(facts.overall(), limits.answerLimitMs()),
                Check.of(
                        "throughput back within " + Numbers.seconds(recoverySeconds),
                        recovery != null && recovery <= recoverySeconds,
                        recovery == null ? "not back" : "back after " + Numbers.seconds(recovery)));
        return Verdict.judged(variant, StressExperiment.OVERLOAD, numbers(facts, recovery), checks);
    }

    /**
     * Seconds from the overload's end to the start of the first whole second of the recovery whose
     * requests got the recovery share of the capacity as 2xx; null when none did.
     */
    static Double recovery(OverloadResult result, Limits limits) {
        OverloadFacts facts = result.facts();
        return recovery(
                result.seconds(),
                (int) facts.seconds(),
                facts.recoveryWindowSeconds(),
                facts.sustainableRate() * limits.recoveryShare());
    }

    /**
     * Seconds from {@code fromSecond} to the first whole second within the window whose requests got
     * at least {@code okPerSecond} 2xx; null when none did.
     */
    static Double recovery(List<Second> series, int fromSecond, double windowSeconds, double okPerSecond) {
        for (int k = 0; k + 1 <= windowSeconds && fromSecond + k < series.size(); k++) {
            if (series.get(fromSecond + k).requests().ok() >= okPerSecond) {
                return (double) k;
            }
        }
        return null;
    }

    static String numbers(OverloadFacts facts, Double recovery) {
        long requests =
                facts.outcomes().values().stream().mapToLong(Long::longValue).sum();
        // A delete of the mix is two requests (it creates what it deletes): the requests outnumber the operations
        // offered.
        return Numbers.perSecond(facts.offeredRate()) + " for " + Numbers.seconds(facts.seconds()) + " ("
                + Numbers.perSecond(requests / facts.seconds())
                + " requests): goodput " + Numbers.perSecond(facts.goodput())
                + ", " + Latencies.shares(facts.outcomes()) + "; slowest "
                + Numbers.msCoarse(facts.overall().slowestMs())
                + "; " + (recovery == null ? "not back at " : "back at ") + Numbers.perSecond(facts.sustainableRate())
                + (recovery == null ? "" : " after " + Numbers.seconds(recovery));
    }
}
