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
     */
    public record Levels(double epochSd, double roundSd, Integer roundsPerEpoch) {}

    public Estimates {
        effects = List.copyOf(effects);
    }

    public Estimates(List<Effect> effects, double precision) {
        this(effects, precision, null);
    }
}
