package crudbench.loadgen.stress;

import java.util.List;
import java.util.Map;

/**
 * The soak, as measured. Its reference is its second tenth (minute 2 of 10), its end its last
 * tenth (minute 10): the first tenth holds what settles on its own (caches, JIT, pools).
 *
 * @param reference the second tenth
 * @param end       the last tenth
 */
public record SoakFacts(int rate, double seconds, Tenth reference, Tenth end, Overall overall) {

    /**
     * One tenth of the soak.
     *
     * @param rssBytes mean RSS; 0 where RSS cannot be read
     * @param p99Ms    of the requests due in it; NaN without any
     */
    public record Tenth(long rssBytes, double p99Ms) {}

    public static SoakFacts of(Recorded recorded, List<RssSample> rss, int rate, double durationMs) {
        double tenth = durationMs / 10;
        double endFrom = durationMs - tenth;
        List<Answer> answers = recorded.answers();
        List<Answer> reference = answers.stream()
                .filter(a -> a.sentMs() >= tenth && a.sentMs() < 2 * tenth)
                .toList();
        List<Answer> end = answers.stream().filter(a -> a.sentMs() >= endFrom).toList();
        return new SoakFacts(
                rate,
                durationMs / 1000,
                new Tenth(meanRss(rss, tenth, 2 * tenth), Latencies.percentile(reference, 0.99)),
                new Tenth(meanRss(rss, endFrom, Double.MAX_VALUE), Latencies.percentile(end, 0.99)),
                Overall.of(recorded));
    }

    private static long meanRss(List<RssSample> rss, double fromMs, double toMs) {
        return (long) rss.stream()
                .filter(s -> s.atMs() >= fromMs && s.atMs() < toMs)
                .mapToLong(RssSample::bytes)
                .average()
                .orElse(0);
    }

    /** Requests that did not get a 2xx, unsent ones included. */
    public long errors() {
        return overall.outcomes().entrySet().stream()
                .filter(e -> e.getKey() != Outcome.OK)
                .mapToLong(Map.Entry::getValue)
                .sum();
    }

    /** From the reference's mean RSS to the end's, as a share; 0 where RSS was not measured. */
    public double rssGrowth() {
        return reference.rssBytes() == 0 ? 0 : end.rssBytes() / (double) reference.rssBytes() - 1;
    }
}
