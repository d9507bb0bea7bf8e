package crudbench.loadgen.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import crudbench.loadgen.text.Numbers;

/**
 * A ratio with its 95% interval, the suite's one answer to "how many times more or less":
 * every ratio in compare.md and summary.json is one of these, from {@link RoundContrasts}.
 *
 * @param estimate the geometric mean of the rounds' ratios
 * @param low      the interval's lower end (equal to the estimate with one round)
 * @param high     its upper end
 * @param rounds   the rounds the estimate rests on, over every epoch and run
 * @param basis    what the interval's spread comes from: the rounds of one JVM each, the epochs (fresh JVMs),
 *                 or whole runs
 */
public record RatioInterval(double estimate, double low, double high, int rounds, Basis basis) {

    /**
     * The level whose units the interval is a t interval over, and how many there were.
     *
     * @param level            {@link #ROUNDS}, {@link #EPOCHS} or {@link #RUNS}
     * @param degreesOfFreedom its t quantile's degrees of freedom where they are not one less than the units (the
     *                         epochs' random-effects model: Satterthwaite's); null: units − 1, as every interval
     *                         recorded before them
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Basis(String level, int units, Double degreesOfFreedom) {

        public Basis(String level, int units) {
            this(level, units, null);
        }
    }

    /** The rounds of one epoch: what differs between JVM starts is not in the interval. */
    public static final String ROUNDS = "rounds";
    /** The epochs' means: each epoch started every app afresh. */
    public static final String EPOCHS = "epochs";
    /** The runs' means: runs pooled by `just compare`, each a level of its own. */
    public static final String RUNS = "runs";

    @JsonCreator
    public RatioInterval {
        basis = basis == null ? new Basis(ROUNDS, rounds) : basis;
    }

    /** An interval over the rounds themselves. */
    public RatioInterval(double estimate, double low, double high, int rounds) {
        this(estimate, low, high, rounds, new Basis(ROUNDS, rounds));
    }

    /** Two units at least, and 1.0 outside the interval: the data tells the two apart. */
    public boolean clear() {
        return measured() && (high < 1 || low > 1);
    }

    /** More than one unit (round, epoch or run) at its level: the interval measures noise. */
    public boolean measured() {
        return basis.units() > 1;
    }

    /** The t quantile's degrees of freedom: as the basis states them, else one less than the units. */
    public double degreesOfFreedom() {
        return basis.degreesOfFreedom() != null ? basis.degreesOfFreedom() : basis.units() - 1;
    }

    /**
     * How far the interval reaches from the estimate, as a share: 0.05 is "±5%". The interval is
     * symmetric on the log scale, so this is high over the estimate, less one. Infinite with one round.
     */
    public double halfWidth() {
        return measured() ? high / estimate - 1 : Double.POSITIVE_INFINITY;
    }

    /** The other way round: b over a. */
    public RatioInterval inverse() {
        return new RatioInterval(1 / estimate, 1 / high, 1 / low, rounds, basis);
    }

    public boolean includes(double ratio) {
        return low <= ratio && ratio <= high;
    }

    /** "0.82x [0.78–0.86]"; "0.82x (one round: no interval)". */
    public String label() {
        if (!measured()) {
            return Numbers.ratio(estimate) + " (one round: no interval)";
        }
        return Numbers.ratio(estimate) + " [" + Numbers.num(low, 2) + "–" + Numbers.num(high, 2) + "]";
    }

    /** The label, and "no clear difference" when the interval holds 1.00x. */
    public String verdict() {
        return measured() && !clear() ? label() + " no clear difference" : label();
    }

    /** For a table cell: the label, marked ~ when the interval holds 1.00x ("~0.98x [0.95–1.01]"). */
    public String cell() {
        return (measured() && !clear() ? "~" : "") + label();
    }
}
