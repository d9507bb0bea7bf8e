package crudbench.loadgen.verdict;

import crudbench.loadgen.stress.Latencies;
import crudbench.loadgen.stress.SoakFacts;
import crudbench.loadgen.stress.StressExperiment;
import crudbench.loadgen.text.Numbers;
import java.util.List;

/** The soak's rules: up, no errors, memory and p99 at the end close to the second tenth's. */
final class SoakVerdict {

    private SoakVerdict() {}

    static Verdict of(String variant, SoakFacts facts, Limits limits) {
        Limits.SoakDrift drift = limits.soak();
        long errors = facts.errors();
        boolean rssMeasured = facts.reference().rssBytes() > 0 && facts.end().rssBytes() > 0;
        double p99Allowed = facts.reference().p99Ms() * (1 + drift.p99Growth()) + drift.p99SlackMs();
        List<Check> checks = List.of(
                Check.appStaysUp(facts.overall()),
                Check.of(
                        "no errors",
                        errors == 0,
                        errors == 0
                                ? "none"
                                : Latencies.shares(facts.overall().outcomes())
                                        + OutcomeCounts.samples(facts.overall().errorSamples())),
                Check.of(
                        "RSS grows less than " + Numbers.percent(drift.rssGrowth()),
                        !rssMeasured || facts.rssGrowth() < drift.rssGrowth(),
                        rssMeasured ? Numbers.signedPercent(facts.rssGrowth()) : "not measurable here"),
                Check.of(
                        "p99 at the end within " + Numbers.percent(drift.p99Growth()) + " + "
                                + Numbers.msCoarse(drift.p99SlackMs()) + " of the second tenth's",
                        !Double.isNaN(facts.end().p99Ms()) && facts.end().p99Ms() <= p99Allowed,
                        Numbers.msCoarse(facts.reference().p99Ms()) + " to "
                                + Numbers.msCoarse(facts.end().p99Ms())));
        return Verdict.judged(variant, StressExperiment.SOAK, numbers(facts), checks);
    }

    static String numbers(SoakFacts facts) {
        long reference = facts.reference().rssBytes();
        return Numbers.perSecond(facts.rate()) + " for " + Numbers.duration(facts.seconds()) + ": " + facts.errors()
                + " errors; RSS "
                + (reference > 0
                        ? Numbers.mb(reference) + " to "
                                + Numbers.mb(facts.end().rssBytes()) + " (" + Numbers.signedPercent(facts.rssGrowth())
                                + ")"
                        : "not measured")
                + "; p99 " + Numbers.msCoarse(facts.reference().p99Ms()) + " to "
                + Numbers.msCoarse(facts.end().p99Ms());
    }
}
