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

    /**
     * Whether the epochs this sitting plans fit in its time limit, said before the first app starts: no epoch starts
     * that would end after the limit, so a plan that does not fit gives fewer epochs than it promises, and fewer
     * epochs give wider intervals. Judged on load alone with the shortest warm-ups, so "do not fit" is certain and
     * "fit" is not: app starts, the ceiling and longer warm-ups come on top. With several epochs, an epoch is judged
     * with the fewest rounds the first keeps ({@link BenchProfile#MIN_ROUNDS_PER_EPOCH}), since the first epoch's
     * rounds are fitted to the limit. Empty without a limit, or for repeats.
     */
    static String fit(long epochSecondsAtLeast, int epochs, int maxMinutes) {
        if (maxMinutes <= 0 || epochSecondsAtLeast <= 0) {
            return "";
        }
        long limit = maxMinutes * 60L;
        long fit = limit / epochSecondsAtLeast;
        String each = epochs + " epoch(s) of at least " + Numbers.clock(epochSecondsAtLeast)
                + " of load each (the warm-ups at their shortest)";
        if (fit >= epochs) {
            return "plan: " + each + " fit in the " + maxMinutes + "-minute limit, before app starts, the ceiling and"
                    + " longer warm-ups"
                    + (epochs > 1
                            ? "; the first epoch keeps as many of its rounds as let " + epochs
                                    + " epochs as long as it end within the limit"
                            : "");
        }
        return "plan: " + each + " do not fit in the " + maxMinutes + "-minute limit: "
                + (fit == 0
                        ? "not even one does, so the run stops on time within its first epoch"
                        : "at most " + fit + " can, so the run stops on time after " + fit
                                + " and its intervals rest on fewer epochs")
                + "; for " + epochs + ", give --max-minutes " + ((epochs * epochSecondsAtLeast + 59) / 60)
                + " or more, or a shorter profile (--quick)";
    }

    static String unfitText(int epochs, int rounds, long epochSeconds, long beforeSeconds, int maxMinutes) {
        long fit = Math.max(0, (maxMinutes * 60L - beforeSeconds) / epochSeconds);
        long needed = (beforeSeconds + epochs * epochSeconds + 59) / 60;
        return "the " + epochs + " epochs promised do not fit: " + epochs + " of " + rounds + " rounds, each as long"
                + " as this one (" + Numbers.clock(epochSeconds) + " with its app starts and warm-ups), would take "
                + Numbers.clock(beforeSeconds + epochs * epochSeconds) + ", after the " + maxMinutes
                + "-minute limit; the run stops on time after " + fit + ", and its intervals rest on fewer epochs."
                + " For " + epochs + ", give --max-minutes " + needed + " or more, or fewer variants";
    }
}
