package crudbench.loadgen.analysis;

import crudbench.loadgen.model.HowSure;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RunLength;
import crudbench.loadgen.text.Numbers;
import java.util.List;

/**
 * How sure a run's answer is, in one sentence: the rounds its intervals rest on, the precision
 * its main effects reached, and why the run stopped. compare.md and report.html open with the
 * same sentence, so that they cannot tell it differently.
 */
final class Confidence {

    private Confidence() {}

    static HowSure of(Measurements results, List<Effect> effects) {
        double reached = GridEstimates.precision(GridEstimates.watched(effects));
        return new HowSure(
                sentence(results, effects, reached),
                effects.stream().mapToInt(e -> e.ratio().rounds()).max().orElse(0),
                Double.isInfinite(reached) ? null : reached,
                results.summaries().size());
    }

    /** "5 rounds; every main effect within ±4.6% (target ±5%): the run stopped there." */
    private static String sentence(Measurements results, List<Effect> effects, double reached) {
        int rounds = effects.stream().mapToInt(e -> e.ratio().rounds()).max().orElse(0);
        String precision = Double.isInfinite(reached)
                ? "one round, so no interval"
                : "every main effect of throughput and app CPU per request within ±" + Numbers.num(reached * 100, 1)
                        + "%";
        StringBuilder text = new StringBuilder("How sure: " + rounds + " round(s); " + precision);
        if (results.summaries().size() == 1) {
            BenchSummary s = results.summaries().getFirst();
            RunLength length = s.length();
            if (length != null) {
                text.append(
                        switch (length.stoppedBy()) {
                            case RunLength.PRECISION ->
                                " (target ±" + Numbers.num(length.target() * 100, 1)
                                        + "%: the run stopped when it was reached)";
                            case RunLength.TIME ->
                                " (target ±" + Numbers.num(length.target() == null ? 0 : length.target() * 100, 1)
                                        + "%, not reached: the run's " + length.maxMinutes() + " minutes ran out)";
                            default -> " (a fixed number of rounds)";
                        });
                text.append("; ").append(Numbers.num(length.minutes(), 1)).append(" minutes.");
            } else {
                text.append('.');
            }
        } else {
            text.append(", over ").append(results.summaries().size()).append(" runs pooled.");
        }
        return text.toString();
    }
}
