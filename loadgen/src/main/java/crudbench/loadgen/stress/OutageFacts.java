package crudbench.loadgen.stress;

import crudbench.loadgen.text.Numbers;
import java.util.List;
import java.util.Map;

/**
 * The outage or the silence under load, as measured: the database went away or silent ({@code
 * fault}) at {@code downMs} and answered again from {@code upMs} (milliseconds from the start of
 * the load).
 *
 * @param whileDown           requests due after the database went away and answered before it came back
 * @param wrongWhileDown      of those, the ones that were not 503 problems, by outcome
 * @param firstProblemMs      from the database going away to the first 503 problem; null without one
 * @param slowestWhileDownMs  the slowest answer of the requests in flight while the database was away
 * @param slowestMs           the slowest answer of the whole run
 * @param probesWhileDown     /health probes sent and answered while the database was away
 * @param healthyWhileDown    how many of those were not 503
 * @param recoveryMs          from the database answering again to the first 2xx; null without one
 * @param acknowledged        creates answered 201
 * @param lost                of those, missing from the database, or stored with other data
 * @param refusedButStored    creates answered otherwise that the database holds nonetheless (reported, not judged)
 */
record OutageFacts(
        Fault fault,
        int rate,
        String mix,
        double downMs,
        double upMs,
        Map<Outcome, Long> outcomes,
        long whileDown,
        Map<Outcome, Long> wrongWhileDown,
        Double firstProblemMs,
        double slowestWhileDownMs,
        double slowestMs,
        long probesWhileDown,
        long healthyWhileDown,
        Double recoveryMs,
        int acknowledged,
        List<Write> lost,
        long refusedButStored,
        boolean appUp,
        List<String> errorSamples) {

    static OutageFacts of(
            Fault fault,
            List<Answer> answers,
            List<Probe> probes,
            int rate,
            String mix,
            double downMs,
            double upMs,
            int acknowledged,
            List<Write> lost,
            long refusedButStored,
            boolean appUp,
            List<String> errorSamples) {
        List<Answer> answered =
                answers.stream().filter(a -> a.outcome() != Outcome.NOT_SENT).toList();
        List<Answer> whileDown = answered.stream()
                .filter(a -> a.sentMs() >= downMs && a.doneMs() < upMs)
                .toList();
        Map<Outcome, Long> wrong = Latencies.counts(whileDown.stream()
                .filter(a -> a.outcome() != Outcome.PROBLEM_503)
                .toList());
        Double firstProblem = answered.stream()
                .filter(a -> a.outcome() == Outcome.PROBLEM_503 && a.doneMs() >= downMs)
                .mapToDouble(Answer::doneMs)
                .min()
                .stream()
                .map(t -> t - downMs)
                .boxed()
                .findFirst()
                .orElse(null);
        double slowestWhileDown = answered.stream()
                .filter(a -> a.overlaps(downMs, upMs))
                .mapToDouble(Answer::latencyMs)
                .max()
                .orElse(0);
        List<Probe> probesDown = probes.stream()
                .filter(p -> p.sentMs() >= downMs && p.doneMs() < upMs)
                .toList();
        long healthy = probesDown.stream().filter(p -> p.status() != 503).count();
        Double recovery = answered.stream()
                .filter(a -> a.outcome() == Outcome.OK && a.doneMs() >= upMs)
                .mapToDouble(Answer::doneMs)
                .min()
                .stream()
                .map(t -> t - upMs)
                .boxed()
                .findFirst()
                .orElse(null);
        return new OutageFacts(
                fault,
                rate,
                mix,
                downMs,
                upMs,
                Latencies.counts(answers),
                whileDown.size(),
                wrong,
                firstProblem,
                slowestWhileDown,
                Latencies.max(answers),
                probesDown.size(),
                healthy,
                recovery,
                acknowledged,
                List.copyOf(lost),
                refusedButStored,
                appUp,
                errorSamples);
    }

    Verdict verdict(String variant, Limits limits) {
        long unacceptable = Latencies.unacceptable(outcomes);
        long wrong = wrongWhileDown.values().stream().mapToLong(Long::longValue).sum();
        double answerLimitMs = fault.answerLimitMs(limits);
        List<Check> checks = List.of(
                Check.of("app stays up", appUp, appUp ? "up" : "exited or ran out of memory"),
                Check.of(
                        "answers are 2xx or 503 problems",
                        unacceptable == 0,
                        unacceptable == 0
                                ? "only those"
                                : Latencies.unacceptableCounts(outcomes)
                                        + (errorSamples.isEmpty() ? "" : ": " + String.join(" | ", errorSamples))),
                Check.of(
                        "answers while " + fault.during() + " are 503 problems",
                        (whileDown > 0 || limits.queues()) && wrong == 0,
                        whileDown == 0
                                ? (limits.queues()
                                        ? "none while " + fault.during() + ": the worker pool's queue held them"
                                        : "no answer while " + fault.during())
                                : wrong + " of " + whileDown + " were not"
                                        + (wrong == 0 ? "" : ": " + Latencies.nonZero(wrongWhileDown))),
                Check.of(
                        "every answer within " + Numbers.msCoarse(answerLimitMs),
                        slowestMs <= answerLimitMs,
                        "slowest " + Numbers.msCoarse(slowestMs)),
                Check.of(
                        "/health is 503 while " + fault.during(),
                        (probesWhileDown > 0 || limits.queues()) && healthyWhileDown == 0,
                        probesWhileDown == 0
                                ? (limits.queues()
                                        ? "none answered while " + fault.during() + ": queued behind the requests"
                                        : "no probe answered while " + fault.during())
                                : healthyWhileDown + " of " + probesWhileDown + " probes were not 503"),
                Check.of(
                        "first 2xx within " + Numbers.seconds(limits.recoverySeconds()) + " of " + fault.end(),
                        recoveryMs != null && recoveryMs <= limits.recoverySeconds() * 1000,
                        recoveryMs == null ? "no 2xx after" : "after " + Numbers.msCoarse(recoveryMs)),
                Check.of(
                        "every acknowledged create stored",
                        lost.isEmpty(),
                        lost.size() + " of " + acknowledged + " lost"));
        return Verdict.judged(variant, fault.experiment(), numbers(), checks);
    }

    String numbers() {
        return Numbers.perSecond(rate) + " " + mix + ", database " + fault.state() + " "
                + Numbers.seconds((upMs - downMs) / 1000)
                + ": first 503 after " + (firstProblemMs == null ? "-" : Numbers.msCoarse(firstProblemMs))
                + ", slowest while " + fault.during() + " " + Numbers.msCoarse(slowestWhileDownMs)
                + ", first 2xx "
                + (recoveryMs == null ? "never" : Numbers.msCoarse(recoveryMs) + " after " + fault.ended())
                + "; creates acknowledged " + acknowledged + ", lost " + lost.size()
                + (refusedButStored > 0 ? ", refused but stored " + refusedButStored : "");
    }
}
