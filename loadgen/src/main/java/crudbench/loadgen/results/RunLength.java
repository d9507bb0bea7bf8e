package crudbench.loadgen.results;

/**
 * How long a bench run went on, and why it stopped: after a fixed number of rounds, when every
 * main effect's interval was as narrow as asked, or when its time ran out.
 *
 * @param target     the precision asked for (0.05: every main effect within ±5%), null without one
 * @param maxMinutes the time the run was given, null without a limit
 * @param rounds     the rounds measured
 * @param stoppedBy  {@link #ROUNDS}, {@link #PRECISION} or {@link #TIME}
 * @param reached    the precision reached, null where nothing estimated it
 * @param minutes    the run's length, start to finish
 */
public record RunLength(
        Double target, Integer maxMinutes, int rounds, String stoppedBy, Double reached, double minutes) {

    public static final String ROUNDS = "rounds";
    public static final String PRECISION = "precision";
    public static final String TIME = "time";
}
