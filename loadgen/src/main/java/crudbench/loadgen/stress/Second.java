package crudbench.loadgen.stress;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The requests due in one second of an experiment, and what became of them: the raw series of
 * results/stress-*, and what the soak's charts draw.
 *
 * @param second from the experiment's start
 */
record Second(
        int second,
        long requests,
        long ok,
        long problem503,
        long unacceptable,
        long notSent,
        double p50Ms,
        double p99Ms,
        double maxMs) {

    /** One entry per second of [0, toMs), by when each request was due. */
    static List<Second> series(List<Answer> answers, double toMs) {
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
                    bucket.size(),
                    counts.get(Outcome.OK),
                    counts.get(Outcome.PROBLEM_503),
                    Latencies.unacceptable(counts),
                    counts.get(Outcome.NOT_SENT),
                    Latencies.percentile(bucket, 0.5),
                    Latencies.percentile(bucket, 0.99),
                    Latencies.max(bucket)));
        }
        return series;
    }
}
