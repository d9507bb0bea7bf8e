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

    /** @param names each run's folder as the pages name it, in the order of the summaries */
    public static Picks of(List<BenchSummary> summaries, List<String> names) {
        if (summaries.isEmpty() || summaries.size() != names.size()) {
            throw new IllegalArgumentException("one name per run, and a run at least");
        }
        List<Measurements> runs =
                summaries.stream().map(s -> Measurements.of(List.of(s))).toList();
        List<GridLayout> layouts = runs.stream().map(GridLayout::of).toList();
        GridLayout frame = layouts.getFirst();
        List<String> frameworks = frame.frameworks();
        if (frameworks.isEmpty() || frame.columns().size() < 2) {
            throw new IllegalArgumentException("the first run has no grid of frameworks and data-access columns");
        }
        List<AccessColumn> columns = frame.columns().stream()
                .map(id -> runs.getFirst()
                        .axes(anyVariant(frame, id))
                        .map(AccessColumn::of)
                        .orElseThrow())
                .toList();
        List<String> machines =
                summaries.stream().map(BenchSummary::machineName).toList();
        List<Boolean> wholeGrid = layouts.stream()
                .map(l -> l.frameworks().equals(frameworks) && commonColumns(l).equals(commonColumns(frame)))
                .toList();
        List<Criterion> criteria = criteria(runs.getFirst());
        List<Picks.Choice> choices = new ArrayList<>();
        List<Picks.FrameworkPick> frameworkPicks = new ArrayList<>();
        for (Criterion criterion : criteria) {
            List<Optional<GridEffects>> parity = new ArrayList<>();
            List<Optional<GridEffects>> best = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                Measurements run = runs.get(i);
                boolean has = measured(run, criterion);
                parity.add(has ? Optional.of(effects(run, layouts.get(i), criterion)) : Optional.empty());
                best.add(
                        has ? GridLayout.atBest(run).map(layout -> effects(run, layout, criterion)) : Optional.empty());
            }
            boolean higher = criterion.metric().higherIsBetter();
            for (String framework : frameworks) {
                for (AccessColumn column : columns.subList(1, columns.size())) {
                    Function<GridEffects, Optional<RatioInterval>> cell = e -> e.cell(framework, column.id());
                    pick(parity, machines, cell, higher)
                            .ifPresent(p -> choices.add(new Picks.Choice(
                                    framework,
                                    column,
                                    criterion,
                                    p,
                                    tuned(layouts, runs, framework, List.of(column.id(), frame.baseline()))
                                            ? pick(best, machines, cell, higher).orElse(null)
                                            : null)));
                }
                Function<GridEffects, Optional<RatioInterval>> main = e -> e.framework(framework);
                pick(only(parity, wholeGrid), machines, main, higher)
                        .ifPresent(p -> frameworkPicks.add(new Picks.FrameworkPick(
                                framework,
                                criterion,
                                p,
                                tuned(layouts, runs, null, frame.columns())
                                        ? pick(only(best, wholeGrid), machines, main, higher)
                                                .orElse(null)
                                        : null)));
            }
        }
        return new Picks(
                names, machines, frameworks, columns, criteria, choices, frameworkPicks, bestSettings(runs.getFirst()));
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

    private static List<Optional<GridEffects>> only(List<Optional<GridEffects>> runs, List<Boolean> kept) {
        List<Optional<GridEffects>> only = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            only.add(kept.get(i) ? runs.get(i) : Optional.empty());
        }
        return only;
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

    private static boolean measured(Measurements run, Criterion f) {
        return (f.model() == LoadModel.CLOSED
                        ? run.referenceUsers() == f.load()
                        : run.equalLoad().equals(Optional.of(f.load())))
                && run.scenarios(f.model()).contains(f.scenario());
    }

    private static GridEffects effects(Measurements run, GridLayout layout, Criterion f) {
        return GridEffects.of(run, layout, f.model(), f.load(), f.scenario(), f.metric());
    }

    /**
     * The figure judged over every run that measured it, each ratio with its run's machine; empty where the first run
     * did not measure it.
     */
    private static Optional<Picks.Pick> pick(
            List<Optional<GridEffects>> runs,
            List<String> machines,
            Function<GridEffects, Optional<RatioInterval>> of,
            boolean higher) {
        List<Picks.RunRatio> measured = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            Optional<RatioInterval> ratio = runs.get(i).flatMap(of);
            if (ratio.isEmpty() && i == 0) {
                return Optional.empty();
            }
            if (ratio.isPresent()) {
                measured.add(new Picks.RunRatio(i, machines.get(i), ratio.get()));
            }
        }
        return Optional.of(Picks.Pick.judged(measured, higher));
    }

    /**
     * Whether any of these cells (of one framework, or of every framework when null) runs at best settings other
     * than parity's in any run: only there does "at best" tell anything parity does not.
     */
    private static boolean tuned(
            List<GridLayout> layouts, List<Measurements> runs, String framework, List<String> columns) {
        for (int i = 0; i < runs.size(); i++) {
            Map<String, VariantSetup> best = runs.get(i).atBest();
            GridLayout layout = layouts.get(i);
            for (String f : framework == null ? layout.frameworks() : List.of(framework)) {
                for (String column : columns) {
                    if (layout.variant(f, column).filter(best::containsKey).isPresent()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** "quarkus-r2dbc R2DBC_FORCE_BINARY=true", for each variant at best settings other than parity's. */
    private static List<String> bestSettings(Measurements run) {
        return run.atBest().values().stream()
                .map(VariantSetup::label)
                .map(label -> label.replaceFirst("@", " "))
                .toList();
    }
}
