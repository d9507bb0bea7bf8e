package crudbench.loadgen.stress;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The requests due in one second of an experiment, and what became of them: the raw series of
 * results/stress-*, and what the charts draw.
 *
 * @param second from the experiment's start
 */
public record Second(int second, Tally requests, Timings latency) {

    /**
     * @param due          requests due in the second
     * @param unacceptable answered neither 2xx nor 503 problem (nor left unsent): what no experiment allows
     * @param notSent      never sent: the client had its most requests in flight
     */
    public record Tally(long due, long ok, long problem503, long unacceptable, long notSent) {}

    /** Of the requests sent: p50 and p99 are NaN in a second without any, the max 0. */
    public record Timings(double p50Ms, double p99Ms, double maxMs) {}

    /** One entry per second of [0, toMs), by when each request was due. */
    public static List<Second> series(List<Answer> answers, double toMs) {
        int seconds = (int) Math.ceil(toMs / 1000);
        List<List<Answer>> buckets = new ArrayList<>();
        for (int i = 0; i < seconds; i++) {
            buckets.add(new ArrayList<>());
        }
        for (Answer a : answers) {
            int s = (int) (a.sentMs() / 1000);
            if (s >= 0 && s < seconds) {
                buckets.get(s).add(a);
            }
        }
        List<Second> series = new ArrayList<>();
        for (int s = 0; s < seconds; s++) {
            List<Answer> bucket = buckets.get(s);
            Map<Outcome, Long> counts = Latencies.counts(bucket);
            series.add(new Second(
                    s,
                    new Tally(
                            bucket.size(),
                            counts.get(Outcome.OK),
                            counts.get(Outcome.PROBLEM_503),
                            Latencies.unacceptable(counts),
                            counts.get(Outcome.NOT_SENT)),
                    new Timings(
                            Latencies.percentile(bucket, 0.5),
                            Latencies.percentile(bucket, 0.99),
                            Latencies.max(bucket))));
        }
        return series;
    }
}
