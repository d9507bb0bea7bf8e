package crudbench.loadgen.analysis;

import crudbench.loadgen.model.GridLayout;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Every effect of the grid that a run answers, as summary.json records them and compare
 * prints them: for each closed-model scenario at the reference concurrency, the data-access
 * and framework main effects and the interactions of throughput and app CPU per request; and
 * at the open model's equal load ({@link Measurements#equalLoad}), those of app and PostgreSQL
 * CPU per request, the cost of the same work.
 */
public final class GridEstimates {

    /** What the main effects are over, for a framework. */
    public static final String AVERAGE_FRAMEWORK = "the average framework";

    private GridEstimates() {}

    public static List<Effect> of(Measurements results) {
        return rounds(results).stream().map(MainRounds::effect).toList();
    }

    /**
     * An effect, and for a main effect its log value in each round by the round's key (for the levels'
     * variance and the drift within epochs); null rounds for an interaction.
     */
    record MainRounds(Effect effect, Map<Integer, Double> rounds) {}

    /** Every effect, as {@link #of}, with each main effect's rounds. */
    static List<MainRounds> rounds(Measurements results) {
        GridLayout layout = GridLayouts.of(results);
        List<MainRounds> effects = new ArrayList<>();
        if (layout.isEmpty()) {
            return effects;
        }
        Optional<GridLayout> atBest = GridLayouts.atBest(results);
        for (At at : points(results)) {
            effects.addAll(point(results, layout, at, false));
            atBest.ifPresent(best -> effects.addAll(point(results, best, at, true)));
        }
        for (VariantSetup best : results.atBest().values()) {
            for (At at : points(results)) {
                Map<Integer, Double> rounds = new TreeMap<>();
                Map<Integer, Double> parity =
                        results.perRound(best.variant().id(), at.model(), at.load(), at.scenario(), at.metric());
                results.perRound(best.label(), at.model(), at.load(), at.scenario(), at.metric())
                        .forEach((round, value) -> {
                            if (parity.containsKey(round)) {
                                rounds.put(round, Math.log(value / parity.get(round)));
                            }
                        });
                RoundContrasts.interval(rounds)
                        .ifPresent(i -> effects.add(new MainRounds(
                                at.effect(
                                        Effect.BEST_OVER_PARITY,
                                        best.label(),
                                        best.variant().id(),
                                        i),
                                rounds)));
            }
        }
        return effects;
    }

    /**
     * Every figure the grid answers: each closed-model scenario's throughput and app CPU per request at the
     * reference concurrency, then each open-model scenario's app and PostgreSQL CPU per request at equal load.
     */
    private static List<At> points(Measurements results) {
        List<At> points = new ArrayList<>();
        int users = results.referenceUsers();
        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            for (Metric metric : List.of(Metric.THROUGHPUT, Metric.APP_CPU)) {
                points.add(new At(scenario, LoadModel.CLOSED, users, metric));
            }
        }
        results.equalLoad().ifPresent(rate -> {
            for (String scenario : results.scenarios(LoadModel.OPEN)) {
                for (Metric metric : List.of(Metric.APP_CPU, Metric.DB_CPU)) {
                    points.add(new At(scenario, LoadModel.OPEN, rate, metric));
                }
            }
        });
        return points;
    }

    /**
     * What a run's rows answer so far: its effects, the precision of those `--precision` waits for, and how much
     * each level varies over them.
     */
    public static Estimates estimates(BenchSummary summary) {
        Measurements results = Aggregation.of(List.of(summary));
        List<MainRounds> all = rounds(results);
        List<Effect> effects =
                new ArrayList<>(all.stream().map(MainRounds::effect).toList());
        effects.addAll(cells(results, at -> true));
        List<Map<Integer, Double>> watched =
                watchedOnce(all).stream().map(MainRounds::rounds).toList();
        return new Estimates(effects, precision(watched(effects)), VarianceComponents.levels(watched, summary));
    }

    /**
     * Every framework's own columns over its JDBC on platform threads, at every figure the grid answers, at parity
     * and (with `--tuned`) at best: the cells a team reads, written to summary.json beside the main effects so that
     * any tool reads what the pages print. Not among the effects the pages recompute: they draw these from the grid.
     *
     * @param which the figures whose cells to estimate ({@code at -> true}: every one)
     */
    static List<Effect> cells(Measurements results, Predicate<At> which) {
        GridLayout layout = GridLayouts.of(results);
        List<Effect> cells = new ArrayList<>();
        if (layout.isEmpty()) {
            return cells;
        }
        Optional<GridLayout> atBest = GridLayouts.atBest(results);
        for (At at : points(results).stream().filter(which).toList()) {
            cells.addAll(cells(results, layout, at, Effect.CELL));
            atBest.ifPresent(best -> cells.addAll(cells(results, best, at, Effect.CELL_AT_BEST)));
        }
        return cells;
    }

    private static List<Effect> cells(Measurements results, GridLayout layout, At at, String kind) {
        GridEffects grid = GridEffects.of(results, layout, at.model(), at.load(), at.scenario(), at.metric());
        List<Effect> cells = new ArrayList<>();
        for (String framework : layout.frameworks()) {
            for (String column : layout.columns()) {
                if (!column.equals(layout.baseline())) {
                    grid.cell(framework, column)
                            .ifPresent(i -> cells.add(new Effect(
                                    new Effect.Quantity(
                                            at.scenario(),
                                            at.model(),
                                            at.load(),
                                            at.metric().id()),
                                    kind,
                                    column,
                                    layout.baseline(),
                                    i,
                                    framework)));
                }
            }
        }
        return cells;
    }

    /**
     * The main effects the answer publishes and `--precision` waits for: throughput at saturation (the closed
     * model), and app CPU per request at the open model's equal load, the cost of the same work, each at parity
     * and with every variant at its best. Not the closed model's CPU per request: with the cores saturated it
     * mirrors throughput. Not a variant's gain over itself at parity ("best over parity"): a ratio of one variant,
     * not a main effect, as wide as any one cell's, which the tuning sweep reports.
     */
    public static List<Effect> watched(List<Effect> effects) {
        return effects.stream().filter(GridEstimates::isWatched).toList();
    }

    /**
     * The watched effects with their rounds, each figure once: a main effect at best that no tuned variant enters
     * (every variant in it is at its best at parity) has the parity one's rounds, and would count twice in the
     * spread at each level and in the drift check.
     */
    static List<MainRounds> watchedOnce(List<MainRounds> all) {
        return all.stream()
                .filter(m -> m.rounds() != null && isWatched(m.effect()))
                .filter(m -> all.stream()
                        .noneMatch(p ->
                                m.effect().isAtBestOf(p.effect()) && m.rounds().equals(p.rounds())))
                .toList();
    }

    static boolean isWatched(Effect e) {
        if (e.kind().equals(Effect.INTERACTION) || e.kind().equals(Effect.BEST_OVER_PARITY) || e.framework() != null) {
            return false;
        }
        return e.model() == LoadModel.CLOSED
                ? e.metric().equals(Metric.THROUGHPUT.id())
                : e.metric().equals(Metric.APP_CPU.id());
    }

    /** The widest half-width among these effects: the precision reached; infinite when one has a single round. */
    public static double precision(List<Effect> effects) {
        return effects.stream().mapToDouble(Effect::halfWidth).max().orElse(Double.POSITIVE_INFINITY);
    }

    /** Which figure of which scenario at which load an effect is of. */
    record At(String scenario, LoadModel model, int load, Metric metric) {

        Effect effect(String kind, String of, String over, RatioInterval interval) {
            return new Effect(scenario, model, load, metric.id(), kind, of, over, interval);
        }
    }

    /**
     * The grid's effects at one figure: its main effects, and at parity its interactions too.
     *
     * @param atBest the layout holds each variant at its best: the main effects' kinds say so, and the
     *               interactions are left to the grid at parity
     */
    static List<MainRounds> point(Measurements results, GridLayout layout, At at, boolean atBest) {
        GridEffects grid = GridEffects.of(results, layout, at.model(), at.load(), at.scenario(), at.metric());
        List<MainRounds> effects = new ArrayList<>();
        String columnKind = atBest ? Effect.DATA_ACCESS_AT_BEST : Effect.DATA_ACCESS;
        String frameworkKind = atBest ? Effect.FRAMEWORK_AT_BEST : Effect.FRAMEWORK;
        for (String column : layout.columns()) {
            grid.columnRounds(column)
                    .ifPresent(rounds -> RoundContrasts.interval(rounds)
                            .ifPresent(i -> effects.add(
                                    new MainRounds(at.effect(columnKind, column, layout.baseline(), i), rounds))));
        }
        for (String framework : layout.frameworks()) {
            grid.frameworkRounds(framework)
                    .ifPresent(rounds -> RoundContrasts.interval(rounds)
                            .ifPresent(i -> effects.add(new MainRounds(
                                    at.effect(frameworkKind, framework, AVERAGE_FRAMEWORK, i), rounds))));
        }
        if (atBest) {
            return effects;
        }
        for (String column : layout.columns()) {
            for (String framework : layout.frameworks()) {
                grid.interaction(framework, column)
                        .ifPresent(i -> effects.add(new MainRounds(
                                at.effect(
                                        Effect.INTERACTION,
                                        framework + " × " + column,
                                        column + " in every framework",
                                        i),
                                null)));
            }
        }
        return effects;
    }
}
