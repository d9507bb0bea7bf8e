package crudbench.loadgen.bench;

import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.text.Numbers;

/** The plan a run takes after an epoch, and the words it prints for it: what it costs and what it predicts. */
final class EpochPlanChoice {

    private EpochPlanChoice() {}

    /**
     * The plan for the epochs to come, of at least {@code leastEpochs}, chosen from what the variance at each level
     * predicts for the {@code secondsLeft}, and said; null until two epochs tell, or when no plan fits.
     */
    static Estimates.EpochPlan choose(
            Estimates.Levels levels, double secondsLeft, int leastEpochs, double target, Progress progress) {
        if (levels == null || levels.plans().isEmpty()) {
            return null;
        }
        Estimates.EpochPlan chosen = Estimates.EpochPlan.choose(
                        levels.plans().stream()
                                .filter(p -> p.epochs() >= leastEpochs)
                                .toList(),
                        secondsLeft,
                        target)
                .orElse(null);
        progress.plan(chosen, Estimates.EpochPlan.cheapest(levels.plans(), target), secondsLeft);
        return chosen;
    }

    /**
     * "plan: 2 more epoch(s) of 6 rounds, about 51m00s, predicted widest ±9.8% and median ±2.9%"; where that
     * misses the target, the cheapest plan that would meet it.
     */
    static String of(
            Estimates.EpochPlan chosen,
            java.util.Optional<Estimates.EpochPlan> cheapest,
            double secondsLeft,
            double target) {
        String left =
                Double.isInfinite(secondsLeft) ? "" : " in the " + Numbers.clock(Math.round(secondsLeft)) + " left";
        String line = chosen == null ? "plan: no further epoch fits" + left : "plan: " + describe(chosen) + left;
        if (chosen == null || chosen.widest() > target) {
            line += cheapest.map(c -> "; ±" + Math.round(target * 100) + "% for every published main effect would take "
                            + describe(c) + " more")
                    .orElse("; no plan of at most " + BenchProfile.MAX_EPOCHS + " epochs reaches ±"
                            + Math.round(target * 100) + "%");
        }
        return line;
    }

    private static String describe(Estimates.EpochPlan p) {
        return String.format(
                java.util.Locale.ROOT,
                "%d more epoch(s) of %d rounds, about %s, predicted widest ±%.1f%% and median ±%.1f%%",
                p.epochs(),
                p.roundsPerEpoch(),
                Numbers.clock(Math.round(p.seconds())),
                p.widest() * 100,
                p.median() * 100);
    }
}
