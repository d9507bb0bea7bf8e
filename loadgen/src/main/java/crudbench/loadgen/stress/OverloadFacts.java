package crudbench.loadgen.stress;

import crudbench.loadgen.text.Numbers;
import java.util.List;
import java.util.Map;

/**
 * The overload, as measured: twice the capacity for a while, then the capacity again.
 *
 * @param outcomes        of the requests due during the overload
 * @param offeredRate     operations per second; a delete is two requests, so requests run about 5% higher
 * @param goodput         2xx per second among them
 * @param allOutcomes     of every request, the recovery's too
 * @param slowestMs       the slowest answer of the whole run
 * @param recoverySeconds after the overload's end, the first second whose requests got the recovery share of the
 *                        rate as 2xx; null when none did
 * @param appUp           the app process was alive at the end, and its log shows no OutOfMemoryError
 */
record OverloadFacts(
        int offeredRate,
        int sustainableRate,
        double seconds,
        Map<Outcome, Long> outcomes,
        double goodput,
        Map<Outcome, Long> allOutcomes,
        double slowestMs,
        Double recoverySeconds,
        boolean appUp,
        List<String> errorSamples) {

    static OverloadFacts of(
            List<Answer> answers,
            int offeredRate,
            int sustainableRate,
            double overloadMs,
            double recoveryWindowMs,
            double recoveryShare,
            boolean appUp,
            List<String> errorSamples) {
        List<Answer> during =
                answers.stream().filter(a -> a.sentMs() < overloadMs).toList();
        Map<Outcome, Long> outcomes = Latencies.counts(during);
        double goodput = outcomes.get(Outcome.OK) / (overloadMs / 1000);
        return new OverloadFacts(
                offeredRate,
                sustainableRate,
                overloadMs / 1000,
                outcomes,
                goodput,
                Latencies.counts(answers),
                Latencies.max(answers),
                recovery(answers, overloadMs, recoveryWindowMs, sustainableRate * recoveryShare),
                appUp,
                errorSamples);
    }

    /**
     * Seconds from {@code fromMs} to the start of the first whole second whose requests got at
     * least {@code okPerSecond} 2xx; null when none within the window did.
     */
    static Double recovery(List<Answer> answers, double fromMs, double windowMs, double okPerSecond) {
        for (int k = 0; (k + 1) * 1000 <= windowMs; k++) {
            double start = fromMs + k * 1000;
            long ok = answers.stream()
                    .filter(a -> a.sentMs() >= start && a.sentMs() < start + 1000 && a.outcome() == Outcome.OK)
                    .count();
            if (ok >= okPerSecond) {
                return (double) k;
            }
        }
        return null;
    }

    Verdict verdict(String variant, Limits limits) {
        long unacceptable = Latencies.unacceptable(allOutcomes);
        List<Check> checks = List.of(
                Check.of("app stays up", appUp, appUp ? "up" : "exited or ran out of memory"),
                Check.of(
                        "answers are 2xx or 503 problems",
                        unacceptable == 0,
                        unacceptable == 0 ? "only those" : Latencies.unacceptableCounts(allOutcomes) + samples()),
                Check.of(
                        "every answer within " + Numbers.msCoarse(limits.answerLimitMs()),
                        slowestMs <= limits.answerLimitMs(),
                        "slowest " + Numbers.msCoarse(slowestMs)),
                Check.of(
                        "throughput back within " + Numbers.seconds(limits.recoverySeconds()),
                        recoverySeconds != null && recoverySeconds <= limits.recoverySeconds(),
                        recoverySeconds == null ? "not back" : "back after " + Numbers.seconds(recoverySeconds)));
        return Verdict.judged(variant, StressExperiment.OVERLOAD, numbers(), checks);
    }

    private String samples() {
        return errorSamples.isEmpty() ? "" : ": " + String.join(" | ", errorSamples);
    }

    String numbers() {
        long requests = outcomes.values().stream().mapToLong(Long::longValue).sum();
        // A delete of the mix is two requests (it creates what it deletes): the requests outnumber the operations
        // offered.
        return Numbers.perSecond(offeredRate) + " for " + Numbers.seconds(seconds) + " ("
                + Numbers.perSecond(requests / seconds)
                + " requests): goodput " + Numbers.perSecond(goodput)
                + ", " + Latencies.shares(outcomes) + "; slowest " + Numbers.msCoarse(slowestMs) + "; "
                + (recoverySeconds == null ? "not back at " : "back at ") + Numbers.perSecond(sustainableRate)
                + (recoverySeconds == null ? "" : " after " + Numbers.seconds(recoverySeconds));
    }
}
