package crudbench.loadgen.results;

import java.util.List;

/**
 * What a run's rows answer so far: the grid's effects, the precision reached (the widest
 * half-width among the main effects that `--precision` waits for; infinite until every one has an
 * interval), and how much each level varies.
 *
 * @param levels the variance at each level over the watched effects; null until two epochs tell
 */
public record Estimates(List<Effect> effects, double precision, Levels levels) {

    /**
     * The spread of one epoch's mean and of one round around it, on the log scale (0.05: about 5%), the
     * medians over the watched main effects (Kalibera and Jones' variance components, by one-way analysis of
     * variance), and the rounds per epoch that would narrow the intervals most for the time the run has
     * spent on an epoch's start and warm-up against a round.
     *
     * @param epochSd        the spread between epochs that the rounds cannot average away
     * @param roundSd        the spread of one round within its epoch
     * @param roundsPerEpoch the best rounds per epoch for this machine's costs; null where the epoch level shows
     *                       no spread (then rounds are the cheaper way to precision)
     * @param plans          what more epochs would give: every count of epochs and rounds the run may add, with the
     *                       time it takes and the intervals it predicts
     */
    public record Levels(
            double epochSd,
            double roundSd,
            Integer roundsPerEpoch,
            @com.fasterxml.jackson.annotation.JsonIgnore List<EpochPlan> plans) {

        public Levels {
            plans = plans == null ? List.of() : List.copyOf(plans);
        }

        public Levels(double epochSd, double roundSd, Integer roundsPerEpoch) {
            this(epochSd, roundSd, roundsPerEpoch, List.of());
        }
    }

    /**
     * A way on: {@code epochs} more epochs of {@code roundsPerEpoch} rounds each, what it costs, and the widest and
     * the median half-width of the published main effects it predicts (shares: 0.05 is ±5%).
     */
    public record EpochPlan(int epochs, int roundsPerEpoch, double seconds, double widest, double median) {

        /**
         * The plan to take with {@code seconds} left: the shortest that brings the widest interval within
         * {@code target}, else the one that narrows it most (the shorter of two alike); empty when none fits.
         */
        public static java.util.Optional<EpochPlan> choose(List<EpochPlan> plans, double seconds, double target) {
            List<EpochPlan> fitting =
                    plans.stream().filter(p -> p.seconds() <= seconds).toList();
            java.util.Optional<EpochPlan> enough = fitting.stream()
                    .filter(p -> p.widest() <= target)
                    .min(java.util.Comparator.comparingDouble(EpochPlan::seconds));
            if (enough.isPresent()) {
                return enough;
            }
            return fitting.stream()
                    .min(java.util.Comparator.comparingDouble((EpochPlan p) -> Math.round(p.widest() * 1000))
                            .thenComparingDouble(EpochPlan::seconds));
        }

        /** The cheapest plan, with no limit of time, that brings the widest interval within {@code target}. */
        public static java.util.Optional<EpochPlan> cheapest(List<EpochPlan> plans, double target) {
            return choose(plans, Double.POSITIVE_INFINITY, target).filter(p -> p.widest() <= target);
        }
    }

    public Estimates {
        effects = List.copyOf(effects);
    }

    public Estimates(List<Effect> effects, double precision) {
        this(effects, precision, null);
    }
}
