package crudbench.loadgen.stress;

import crudbench.loadgen.text.Numbers;
import java.util.List;
import java.util.Map;

/**
 * The soak, as measured. Its reference is its second tenth (minute 2 of 10), its end its last
 * tenth (minute 10): the first tenth holds what settles on its own (caches, JIT, pools).
 *
 * @param rssReferenceBytes mean RSS in the second tenth; 0 where RSS cannot be read
 * @param rssEndBytes       mean RSS in the last tenth
 */
record SoakFacts(
        int rate,
        double seconds,
        Map<Outcome, Long> outcomes,
        long rssReferenceBytes,
        long rssEndBytes,
        double p99ReferenceMs,
        double p99EndMs,
        boolean appUp,
        List<String> errorSamples) {

    static SoakFacts of(
            List<Answer> answers,
            List<RssSample> rss,
            int rate,
            double durationMs,
            boolean appUp,
            List<String> errorSamples) {
        double tenth = durationMs / 10;
        double endFrom = durationMs - tenth;
        List<Answer> reference = answers.stream()
                .filter(a -> a.sentMs() >= tenth && a.sentMs() < 2 * tenth)
                .toList();
        List<Answer> end = answers.stream().filter(a -> a.sentMs() >= endFrom).toList();
        return new SoakFacts(
                rate,
                durationMs / 1000,
                Latencies.counts(answers),
                meanRss(rss, tenth, 2 * tenth),
                meanRss(rss, endFrom, Double.MAX_VALUE),
                Latencies.percentile(reference, 0.99),
                Latencies.percentile(end, 0.99),
                appUp,
                errorSamples);
    }

    private static long meanRss(List<RssSample> rss, double fromMs, double toMs) {
        return (long) rss.stream()
                .filter(s -> s.atMs() >= fromMs && s.atMs() < toMs)
                .mapToLong(RssSample::bytes)
                .average()
                .orElse(0);
    }

    long errors() {
        return outcomes.entrySet().stream()
                .filter(e -> e.getKey() != Outcome.OK)
                .mapToLong(Map.Entry::getValue)
                .sum();
    }

    double rssGrowth() {
        return rssReferenceBytes == 0 ? 0 : rssEndBytes / (double) rssReferenceBytes - 1;
    }

    Verdict verdict(String variant, Limits limits) {
        boolean rssMeasured = rssReferenceBytes > 0 && rssEndBytes > 0;
        double p99Allowed = p99ReferenceMs * (1 + limits.p99Growth()) + limits.p99SlackMs();
        List<Check> checks = List.of(
                Check.of("app stays up", appUp, appUp ? "up" : "exited or ran out of memory"),
                Check.of(
                        "no errors",
                        errors() == 0,
                        errors() == 0
                                ? "none"
                                : Latencies.shares(outcomes)
                                        + (errorSamples.isEmpty() ? "" : ": " + String.join(" | ", errorSamples))),
                Check.of(
                        "RSS grows less than " + Numbers.percent(limits.rssGrowth()),
                        !rssMeasured || rssGrowth() < limits.rssGrowth(),
                        rssMeasured ? Numbers.signedPercent(rssGrowth()) : "not measurable here"),
                Check.of(
                        "p99 at the end within " + Numbers.percent(limits.p99Growth()) + " + "
                                + Numbers.msCoarse(limits.p99SlackMs()) + " of the second tenth's",
                        !Double.isNaN(p99EndMs) && p99EndMs <= p99Allowed,
                        Numbers.msCoarse(p99ReferenceMs) + " to " + Numbers.msCoarse(p99EndMs)));
        return Verdict.judged(variant, StressExperiment.SOAK, numbers(), checks);
    }

    String numbers() {
        return Numbers.perSecond(rate) + " for " + Numbers.duration(seconds) + ": " + errors() + " errors; RSS "
                + (rssReferenceBytes > 0
                        ? Numbers.mb(rssReferenceBytes) + " to " + Numbers.mb(rssEndBytes) + " ("
                                + Numbers.signedPercent(rssGrowth()) + ")"
                        : "not measured")
                + "; p99 " + Numbers.msCoarse(p99ReferenceMs) + " to " + Numbers.msCoarse(p99EndMs);
    }
}
