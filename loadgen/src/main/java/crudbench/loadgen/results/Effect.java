package crudbench.loadgen.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import crudbench.loadgen.plan.LoadModel;

/**
 * One effect of the framework × data-access grid, as summary.json records it: a ratio with its
 * 95% interval over the rounds, for one metric of one scenario at one load.
 *
 * @param figure which figure of which scenario at which load
 * @param kind   data-access (a column over JDBC on platform threads, averaged over the frameworks),
 *               framework (a framework over the average framework, averaged over the columns) or
 *               interaction (one framework's driver effect over the column's); with `just bench --tuned`,
 *               the first two again with every variant at its best ("data-access at best", "framework at
 *               best"), and each variant at its best over itself at parity ("best over parity"); and, in
 *               summary.json only, every {@link #CELL}: one framework's column over its own JDBC on platform
 *               threads, the figure a team reads (What to pick, report.html's grid), at parity and at best
 * @param of     the column's access id, the framework, or "framework × column"
 * @param over   what the ratio is over: the baseline column, or "the average framework"
 * @param ratio  the ratio, its interval and the rounds that interval rests on
 * @param framework the framework a {@link #CELL} is of; null for every other kind
 */
public record Effect(
        @JsonUnwrapped Quantity figure,
        String kind,
        String of,
        String over,
        RatioInterval ratio,
        @JsonInclude(JsonInclude.Include.NON_NULL) String framework) {

    /**
     * Which figure of which scenario at which load an effect is of; summary.json keeps its fields at the effect's own
     * level.
     *
     * @param metric throughput, app-cpu or db-cpu
     */
    public record Quantity(String scenario, LoadModel model, int load, String metric) {}

    /** An effect of the grid as a whole, of no one framework. */
    public Effect(
            String scenario,
            LoadModel model,
            int load,
            String metric,
            String kind,
            String of,
            String over,
            RatioInterval ratio) {
        this(new Quantity(scenario, model, load, metric), kind, of, over, ratio, null);
    }

    public String scenario() {
        return figure.scenario();
    }

    public LoadModel model() {
        return figure.model();
    }

    public int load() {
        return figure.load();
    }

    public String metric() {
        return figure.metric();
    }

    public static final String DATA_ACCESS = "data-access";
    public static final String FRAMEWORK = "framework";
    public static final String INTERACTION = "interaction";
    public static final String DATA_ACCESS_AT_BEST = atBest(DATA_ACCESS);
    public static final String FRAMEWORK_AT_BEST = atBest(FRAMEWORK);
    public static final String BEST_OVER_PARITY = "best over parity";
    /** One framework's column over its JDBC on platform threads, in summary.json for any tool to read. */
    public static final String CELL = "cell";

    public static final String CELL_AT_BEST = atBest(CELL);

    /** A main effect's kind with every variant at its best ("data-access at best"), as report.html reads it too. */
    public static String atBest(String kind) {
        return kind + " at best";
    }

    /**
     * The figure as the pages name it: "get closed users=64, throughput: r2dbc over jdbc-platform", and ", every
     * variant at its best" after a main effect at best, which is otherwise named as the same one at parity.
     */
    public String what() {
        return scenario() + " " + model().label(load()) + ", " + metric() + ": "
                + (framework == null ? "" : framework + " ")
                + of + " over " + over
                + (kind.equals(DATA_ACCESS_AT_BEST) || kind.equals(FRAMEWORK_AT_BEST)
                        ? ", every variant at its best"
                        : "");
    }

    /** Whether the other is the same figure (scenario, load, metric, and what it is of), whatever its kind. */
    public boolean sameFigure(Effect other) {
        return figure.equals(other.figure)
                && of.equals(other.of)
                && java.util.Objects.equals(framework, other.framework);
    }

    /**
     * Whether this is a main effect at best and the other the same figure's effect at parity: the pair that is one
     * figure twice when no tuned variant enters it (then their values are equal too).
     */
    public boolean isAtBestOf(Effect parity) {
        String parityKind =
                kind.equals(DATA_ACCESS_AT_BEST) ? DATA_ACCESS : kind.equals(FRAMEWORK_AT_BEST) ? FRAMEWORK : null;
        return parity.kind.equals(parityKind) && sameFigure(parity);
    }

    /** high over the estimate, less one: 0.05 is ±5%; infinite with one round. */
    public double halfWidth() {
        return ratio.halfWidth();
    }
}
