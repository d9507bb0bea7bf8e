package crudbench.loadgen.stress;

import java.util.List;
import java.util.Map;

/**
 * The outage or the silence under load, as measured: the database went away or silent ({@code
 * fault}) and answered again when {@code downtime} says (milliseconds from the start of the load).
 *
 * @param mix        the mix's name, as reports name it
 * @param recoveryMs from the database answering again to the first 2xx; null without one
 */
public record OutageFacts(
        Fault fault,
        int rate,
        String mix,
        Downtime downtime,
        WhileDown whileDown,
        Double recoveryMs,
        Writes writes,
        Overall overall) {

    /**
     * @param downMs when every relayed connection was closed, or nothing was forwarded any more
     * @param upMs   when the relay listened again, or reset what it held and relayed anew
     */
    public record Downtime(double downMs, double upMs) {}

    /**
     * While the database was away or silent.
     *
     * @param answers        requests due after it went away and answered before it came back
     * @param wrong          of those, the ones that were not 503 problems, by outcome
     * @param firstProblemMs from it going away to the first 503 problem; null without one
     * @param slowestMs      the slowest answer of the requests in flight meanwhile
     * @param probes         /health probes sent and answered meanwhile
     * @param healthyProbes  how many of those were not 503
     */
    public record WhileDown(
            long answers,
            Map<Outcome, Long> wrong,
            Double firstProblemMs,
            double slowestMs,
            long probes,
            long healthyProbes) {}

    /**
     * The creates, checked against the database afterwards.
     *
     * @param acknowledged     creates answered 201
     * @param lost             of those, missing from the database, or stored with other data
     * @param refusedButStored creates answered otherwise that the database holds nonetheless (reported, not judged)
     */
    public record Writes(int acknowledged, List<Write> lost, long refusedButStored) {

        public Writes {
            lost = List.copyOf(lost);
        }
    }

    public static OutageFacts of(
            Recorded recorded,
            List<Probe> probes,
            Fault fault,
            int rate,
            String mix,
            Downtime downtime,
            Writes writes) {
        double downMs = downtime.downMs();
        double upMs = downtime.upMs();
        List<Answer> answered = recorded.answers().stream()
                .filter(a -> a.outcome() != Outcome.NOT_SENT)
                .toList();
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
                downtime,
                new WhileDown(whileDown.size(), wrong, firstProblem, slowestWhileDown, probesDown.size(), healthy),
                recovery,
                writes,
                Overall.of(recorded));
    }
}
