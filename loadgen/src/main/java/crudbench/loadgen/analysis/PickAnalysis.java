package crudbench.loadgen.analysis;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.GridLayout;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Judges several runs into {@link Picks}: for every framework, each data-access column over its JDBC on platform
 * threads, and each framework over the average framework, on the figures a team chooses by. Each run's ratio is the
 * same estimate compare.md prints (a t interval over its epochs); the runs are replications, and {@link Picks.Call}
 * asks every one that measured the figure. The first run frames the table; a run of some variants (on another
 * machine, say) adds its ratios where it measured the same cells, and a framework's ratio only where it measured
 * the same grid, since "over the average framework" means another thing over other frameworks.
 */
public final class PickAnalysis {

    /**
     * A read of one row, a read of a list, a write, and the mix: throughput at saturation. The scenarios the default
     * and the quick profile measure, one list, so that the answer cannot read a scenario the runs left out.
     */
    static final List<String> SATURATION = BenchProfile.ANSWER_SCENARIOS;

    private PickAnalysis() {}

    /**
     * One run as the judgement reads it.
     *
     * @param index     its place among the runs, the first framing the table
     * @param data      its rows
     * @param layout    its grid at parity
     * @param machine   the machine it ran on, as the pages name it
     * @param wholeGrid whether it measured the first run's frameworks over the same common columns: only then does
     *                  its "over the average framework" mean the same thing
     */
    private record JudgedRun(int index, Measurements data, GridLayout layout, String machine, boolean wholeGrid) {

        /** Its effects on the criterion at parity; empty where it did not measure the criterion. */
        Optional<GridEffects> atParity(Criterion criterion) {
            return measured(data, criterion) ? Optional.of(effects(data, layout, criterion)) : Optional.empty();
        }

        /** Its effects on the criterion with every variant at its best; empty without `--tuned` or the criterion. */
        Optional<GridEffects> atBest(Criterion criterion) {
            return measured(data, criterion)
                    ? GridLayouts.atBest(data).map(best -> effects(data, best, criterion))
                    : Optional.empty();
        }

        /** Whether a variant of these cells of this framework runs at best settings other than parity's. */
        boolean tuned(String framework, List<String> columns) {
            Map<String, VariantSetup> best = data.atBest();
            return columns.stream()
                    .anyMatch(column -> layout.variant(framework, column)
                            .filter(best::containsKey)
                            .isPresent());
        }
    }

    /** Each run's effects on one criterion, at parity or at best, in the runs' order. */
    private record CriterionEffects(List<JudgedRun> runs, List<Optional<GridEffects>> effects) {

        static CriterionEffects of(List<JudgedRun> runs, Function<JudgedRun, Optional<GridEffects>> effects) {
            return new CriterionEffects(runs, runs.stream().map(effects).toList());
        }

        /** The same, keeping only the runs that measured the whole grid. */
        CriterionEffects wholeGrids() {
            return new CriterionEffects(
                    runs,
                    runs.stream()
                            .map(r -> r.wholeGrid() ? effects.get(r.index()) : Optional.<GridEffects>empty())
                            .toList());
        }

        /**
         * The figure judged over every run that measured it, each ratio with its run's machine; empty where the first
         * run did not measure it.
         */
        Optional<Picks.Pick> pick(Function<GridEffects, Optional<RatioInterval>> of, boolean higher) {
            List<Picks.RunRatio> measured = new ArrayList<>();
            for (JudgedRun run : runs) {
                Optional<RatioInterval> ratio = effects.get(run.index()).flatMap(of);
                if (ratio.isEmpty() && run.index() == 0) {
                    return Optional.empty();
                }
                ratio.ifPresent(r -> measured.add(new Picks.RunRatio(run.index(), run.machine(), r)));
            }
            return Optional.of(Picks.Pick.judged(measured, higher));
        }
    }

    /** @param names each run's folder as the pages name it, in the order of the summaries */
    public static Picks of(List<BenchSummary> summaries, List<String> names) {
        if (summaries.isEmpty() || summaries.size() != names.size()) {
            throw new IllegalArgumentException("one name per run, and a run at least");
        }
        Measurements first = Aggregation.of(List.of(summaries.getFirst()));
        GridLayout frame = GridLayouts.of(first);
        List<String> frameworks = frame.frameworks();
        if (frameworks.isEmpty() || frame.columns().size() < 2) {
            throw new IllegalArgumentException("the first run has no grid of frameworks and data-access columns");
        }
        List<JudgedRun> runs = new ArrayList<>();
        for (int i = 0; i < summaries.size(); i++) {
            Measurements data = i == 0 ? first : Aggregation.of(List.of(summaries.get(i)));
            GridLayout layout = i == 0 ? frame : GridLayouts.of(data);
            runs.add(new JudgedRun(
                    i,
                    data,
                    layout,
                    summaries.get(i).machineName(),
                    layout.frameworks().equals(frameworks)
                            && commonColumns(layout).equals(commonColumns(frame))));
        }
        List<AccessColumn> columns = frame.columns().stream()
                .map(id ->
                        first.axes(anyVariant(frame, id)).map(AccessColumn::of).orElseThrow())
                .toList();
        List<Criterion> criteria = criteria(first);
        List<Picks.Choice> choices = new ArrayList<>();
        List<Picks.FrameworkPick> frameworkPicks = new ArrayList<>();
        boolean gridTuned = runs.stream()
                .anyMatch(r -> r.layout().frameworks().stream().anyMatch(f -> r.tuned(f, frame.columns())));
        for (Criterion criterion : criteria) {
            CriterionEffects parity = CriterionEffects.of(runs, r -> r.atParity(criterion));
            CriterionEffects best = CriterionEffects.of(runs, r -> r.atBest(criterion));
            boolean higher = criterion.metric().higherIsBetter();
            for (String framework : frameworks) {
                for (AccessColumn column : columns.subList(1, columns.size())) {
                    Function<GridEffects, Optional<RatioInterval>> cell = e -> e.cell(framework, column.id());
                    boolean cellTuned =
                            runs.stream().anyMatch(r -> r.tuned(framework, List.of(column.id(), frame.baseline())));
                    parity.pick(cell, higher)
                            .ifPresent(p -> choices.add(new Picks.Choice(
                                    framework,
                                    column,
                                    criterion,
                                    p,
                                    cellTuned ? best.pick(cell, higher).orElse(null) : null)));
                }
                Function<GridEffects, Optional<RatioInterval>> main = e -> e.framework(framework);
                parity.wholeGrids()
                        .pick(main, higher)
                        .ifPresent(p -> frameworkPicks.add(new Picks.FrameworkPick(
                                framework,
                                criterion,
                                p,
                                gridTuned ? best.wholeGrids().pick(main, higher).orElse(null) : null)));
            }
        }
        return new Picks(
                names,
                runs.stream().map(JudgedRun::machine).toList(),
                frameworks,
                columns,
                criteria,
                choices,
                frameworkPicks,
                bestSettings(first));
    }

    private static String anyVariant(GridLayout layout, String column) {
        return layout.frameworks().stream()
                .flatMap(f -> layout.variant(f, column).stream())
                .findFirst()
                .orElseThrow();
    }

    /** The columns every framework of the layout has: what a framework's main effect averages over. */
    private static List<String> commonColumns(GridLayout layout) {
        return layout.columns().stream()
                .filter(c -> layout.frameworks().stream()
                        .allMatch(f -> layout.variant(f, c).isPresent()))
                .toList();
    }

    /**
     * Throughput at saturation on {@link #SATURATION}, then app CPU per request at the open model's equal load on
     * each scenario measured there; what the first run measured.
     */
    static List<Criterion> criteria(Measurements first) {
        List<Criterion> criteria = new ArrayList<>();
        for (String scenario : SATURATION) {
            Criterion f = new Criterion(scenario, LoadModel.CLOSED, first.referenceUsers(), Metric.THROUGHPUT);
            if (measured(first, f)) {
                criteria.add(f);
            }
        }
        first.equalLoad().ifPresent(rate -> {
            for (String scenario : first.scenarios(LoadModel.OPEN)) {
                criteria.add(new Criterion(scenario, LoadModel.OPEN, rate, Metric.APP_CPU));
            }
        });
        return criteria;
    }

    /** Whether the run measured the criterion: its scenario, at its load. */
    static boolean measured(Measurements run, Criterion f) {
        return (f.model() == LoadModel.CLOSED
                        ? run.referenceUsers() == f.load()
                        : run.equalLoad().equals(Optional.of(f.load())))
                && run.scenarios(f.model()).contains(f.scenario());
    }

    private static GridEffects effects(Measurements run, GridLayout layout, Criterion f) {
        return GridEffects.of(run, layout, f.model(), f.load(), f.scenario(), f.metric());
    }

    /** "quarkus-r2dbc R2DBC_FORCE_BINARY=true", for each variant at best settings other than parity's. */
    private static List<String> bestSettings(Measurements run) {
        return run.atBest().values().stream()
                .map(VariantSetup::label)
                .map(label -> label.replaceFirst("@", " "))
                .toList();
    }
}
