package crudbench.loadgen.analysis;

import crudbench.loadgen.model.NoiseBudgets;
import crudbench.loadgen.text.Numbers;
import java.util.List;
import java.util.stream.Collectors;

/** A run's noise budget in the words "How sure" and the docs use: one sentence, each metric's sources ranked. */
public final class NoiseText {

    /** A source below this share of the variance is not named. */
    static final double NAMED = 0.01;

    private NoiseText() {}

    /**
     * "Noise budget: a slice of throughput at saturation varies ±12.0% from round to round (64 slices); the sources
     * measured explain 31% of its variance out of sample (40% in sample, where chance alone gives about 20%), in sample
     * most of it the JIT compiling (25%) …". Empty without a budget.
     */
    public static String sentence(List<NoiseBudgets.Budget> budgets) {
        if (budgets.isEmpty()) {
            return "";
        }
        return "Noise budget: " + budgets.stream().map(NoiseText::clause).collect(Collectors.joining("; ")) + ".";
    }

    private static String clause(NoiseBudgets.Budget b) {
        String what = b.metric().equals("throughput")
                ? "a slice of throughput at saturation"
                : "a slice of app CPU per request at equal load";
        List<NoiseBudgets.Share> named =
                b.shares().stream().filter(s -> s.share() >= NAMED).limit(3).toList();
        String most = named.isEmpty()
                ? ", no source above " + Numbers.percent(NAMED)
                : ", most of it "
                        + Numbers.and(named.stream()
                                .map(s -> s.source().label() + " (" + Numbers.percent(s.share()) + ")")
                                .toList());
        String cells = b.cellsExplained() == null
                ? ""
                : "; of the published per-framework cells' round spread (±" + Numbers.num(b.cellSd() * 100, 1)
                        + "% a round, over " + b.cellCount() + " cells) they explain "
                        + Numbers.percent(Math.max(0, b.cellsExplained())) + " out of sample";
        String later = Double.isNaN(b.sliceSdLater())
                ? ""
                : " (±" + Numbers.num(b.sliceSdLater() * 100, 1) + "% without each epoch's first round)";
        return what + " varies ±" + Numbers.num(b.sliceSd() * 100, 1) + "% from round to round (" + b.slices()
                + " slices)" + later + ", " + Numbers.percent(b.pointShared())
                + " of it shared by the app's other scenarios in the"
                + " same load point; the sources measured explain " + Numbers.percent(Math.max(0, b.outOfSample()))
                + " of its variance out of sample (" + Numbers.percent(b.explained()) + " in sample, where chance alone"
                + " gives about " + Numbers.percent(Math.min(1, b.chance())) + ")" + most + cells;
    }
}
