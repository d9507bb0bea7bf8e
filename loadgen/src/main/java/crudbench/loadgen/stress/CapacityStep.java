package crudbench.loadgen.stress;

import crudbench.loadgen.text.Numbers;
import java.util.List;
import java.util.Map;

/**
 * One rate of the capacity search, measured: it is sustained when every request went out and
 * got a 2xx, and the p99 stayed under the limit.
 */
public record CapacityStep(
        int rate,
        double seconds,
        long requests,
        long ok,
        double p99Ms,
        double maxMs,
        Map<Outcome, Long> outcomes,
        boolean sustained) {

    public static CapacityStep of(int rate, double seconds, List<Answer> answers, double p99LimitMs) {
        Map<Outcome, Long> counts = Latencies.counts(answers);
        double p99 = Latencies.percentile(answers, 0.99);
        long ok = counts.get(Outcome.OK);
        boolean sustained = !answers.isEmpty() && ok == answers.size() && p99 < p99LimitMs;
        return new CapacityStep(rate, seconds, answers.size(), ok, p99, Latencies.max(answers), counts, sustained);
    }

    /** "1000/s: p99 12 ms, held" for progress lines. */
    public String describe() {
        return Numbers.perSecond(rate) + ": p99 " + Numbers.msCoarse(p99Ms)
                + (ok == requests ? "" : ", " + Latencies.shares(outcomes)) + (sustained ? ", held" : ", not held");
    }
}
