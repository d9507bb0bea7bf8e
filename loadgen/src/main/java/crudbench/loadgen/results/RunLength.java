package crudbench.loadgen.results;

import com.fasterxml.jackson.annotation.JsonCreator;

/**
 * How long a bench run went on, and why it stopped: after its planned epochs and rounds, when
 * every published main effect's interval was as narrow as asked, when its time ran out, or
 * because it was interrupted (a run's summary.json says "interrupted" after every round until the
 * run ends; one that never ended keeps it).
 *
 * @param target     the precision asked for (0.05: every main effect within ±5%), null without one
 * @param maxMinutes the time each sitting was given, null without a limit
 * @param rounds     the rounds measured, over every epoch
 * @param stoppedBy  {@link #ROUNDS}, {@link #PRECISION}, {@link #TIME} or {@link #INTERRUPTED}
 * @param reached    the widest published main effect's half-width when the run stopped, by the estimator the run
 *                   ran with (the pages estimate again from the rows, and How sure names this figure where the two
 *                   differ); null where nothing estimated it
 * @param minutes    the run's length, start to finish, over its sittings
 * @param epochs     the epochs measured (every app started afresh in each)
 * @param sittings   how many times `just bench` worked on it: 1, plus one for each `--resume`
 */
public record RunLength(
        Double target,
        Integer maxMinutes,
        int rounds,
        String stoppedBy,
        Double reached,
        double minutes,
        int epochs,
        int sittings) {

    public static final String ROUNDS = "rounds";
    public static final String PRECISION = "precision";
    public static final String TIME = "time";
    public static final String INTERRUPTED = "interrupted";

    @JsonCreator
    public RunLength {
        epochs = Math.max(1, epochs);
        sittings = Math.max(1, sittings);
    }

    /** A run of one epoch, in one sitting. */
    public RunLength(Double target, Integer maxMinutes, int rounds, String stoppedBy, Double reached, double minutes) {
        this(target, maxMinutes, rounds, stoppedBy, reached, minutes, 1, 1);
    }

    public boolean interrupted() {
        return INTERRUPTED.equals(stoppedBy);
    }
}
