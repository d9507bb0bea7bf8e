package crudbench.loadgen.analysis;

import crudbench.harness.MachineFacts;
import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.GridLayout;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Judges several runs of one design into {@link Picks}: for every framework, each data-access column over its
 * JDBC on platform threads, and each framework over the average framework, on the criteria a team chooses by. Each
 * run's ratio is the same estimate compare.md prints (a t interval over its epochs); the runs are replications,
 * and {@link Picks.Call} asks every one of them.
 */
public final class PickAnalysis {

    /** A read of one row, a read of a list, a write, and the mix: throughput at saturation. */
    static final List<String> SATURATION = List.of("get", "list100", "update", "mix");

    private PickAnalysis() {}

    /** @param names each run's folder as the pages name it, in the order of the summaries */
    public static Picks of(List<BenchSummary> summaries, List<String> names) {
        if (summaries.isEmpty() || summaries.size() != names.size()) {
            throw new IllegalArgumentException("one name per run, and a run at least");
        }
        List<Measurements> runs =
                summaries.stream().map(s -> Measurements.of(List.of(s))).toList();
        List<GridLayout> layouts = runs.stream().map(GridLayout::of).toList();
        List<String> frameworks = common(layouts, GridLayout::frameworks);
        List<String> columnIds = common(layouts, GridLayout::columns);
        if (frameworks.isEmpty() || columnIds.size() < 2) {
            throw new IllegalArgumentException("the runs share no grid of frameworks and data-access columns");
        }
        String baseline = columnIds.getFirst();
        List<AccessColumn> columns = columnIds.stream()
                .map(id -> runs.getFirst()
                        .axes(layouts.getFirst()
                                .variant(frameworks.getFirst(), id)
                                .orElseGet(() -> anyVariant(layouts.getFirst(), frameworks, id)))
                        .map(AccessColumn::of)
                        .orElseThrow())
                .toList();
        List<Criterion> criteria = criteria(runs);
        List<Picks.Choice> choices = new ArrayList<>();
        List<Picks.FrameworkPick> frameworkPicks = new ArrayList<>();
        for (Criterion criterion : criteria) {
            List<GridEffects> parity = new ArrayList<>();
            List<Optional<GridEffects>> best = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                Measurements run = runs.get(i);
                parity.add(effects(run, layouts.get(i), criterion));
                best.add(GridLayout.atBest(run).map(layout -> effects(run, layout, criterion)));
            }
            boolean higher = criterion.metric().higherIsBetter();
            for (String framework : frameworks) {
                for (AccessColumn column : columns.subList(1, columns.size())) {
                    pick(parity, e -> e.cell(framework, column.id()), higher)
                            .ifPresent(p -> choices.add(new Picks.Choice(
                                    framework,
                                    column,
                                    criterion,
                                    p,
                                    tuned(layouts, runs, framework, List.of(column.id(), baseline))
                                            ? atBest(best, e -> e.cell(framework, column.id()), higher)
                                            : null)));
                }
                pick(parity, e -> e.framework(framework), higher)
                        .ifPresent(p -> frameworkPicks.add(new Picks.FrameworkPick(
                                framework,
                                criterion,
                                p,
                                tuned(layouts, runs, null, columnIds)
                                        ? atBest(best, e -> e.framework(framework), higher)
                                        : null)));
            }
        }
        return new Picks(
                names,
                summaries.stream().map(PickAnalysis::machine).toList(),
                frameworks,
                columns,
                criteria,
                choices,
                frameworkPicks,
                bestSettings(runs.getFirst()));
    }

    private static String anyVariant(GridLayout layout, List<String> frameworks, String column) {
        return frameworks.stream()
                .flatMap(f -> layout.variant(f, column).stream())
                .findFirst()
                .orElseThrow();
    }

    /** What every layout has, in the first one's order. */
    private static List<String> common(List<GridLayout> layouts, Function<GridLayout, List<String>> of) {
        return of.apply(layouts.getFirst()).stream()
                .filter(x -> layouts.stream().allMatch(l -> of.apply(l).contains(x)))
                .toList();
    }

    /**
     * Throughput at saturation on {@link #SATURATION}, then app CPU per request at the open model's equal load on
     * each scenario measured there; only what every run measured.
     */
    static List<Criterion> criteria(List<Measurements> runs) {
        List<Criterion> criteria = new ArrayList<>();
        Measurements first = runs.getFirst();
        for (String scenario : SATURATION) {
            Criterion f = new Criterion(scenario, LoadModel.CLOSED, first.referenceUsers(), Metric.THROUGHPUT);
            if (runs.stream().allMatch(r -> measured(r, f))) {
                criteria.add(f);
            }
        }
        first.equalLoad().ifPresent(rate -> {
            for (String scenario : first.scenarios(LoadModel.OPEN)) {
                Criterion f = new Criterion(scenario, LoadModel.OPEN, rate, Metric.APP_CPU);
                if (runs.stream().allMatch(r -> measured(r, f))) {
                    criteria.add(f);
                }
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

    /** The criterion judged over every run; empty unless every run has it. */
    private static Optional<Picks.Pick> pick(
            List<GridEffects> runs, Function<GridEffects, Optional<RatioInterval>> of, boolean higher) {
        List<RatioInterval> ratios =
                runs.stream().map(of).flatMap(Optional::stream).toList();
        return ratios.size() == runs.size() ? Optional.of(Picks.Pick.of(ratios, higher)) : Optional.empty();
    }

    private static Picks.Pick atBest(
            List<Optional<GridEffects>> runs, Function<GridEffects, Optional<RatioInterval>> of, boolean higher) {
        if (runs.stream().anyMatch(Optional::isEmpty)) {
            return null;
        }
        return pick(runs.stream().map(Optional::orElseThrow).toList(), of, higher)
                .orElse(null);
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

    private static String machine(BenchSummary s) {
        MachineFacts m = s.machine();
        return m == null ? "an unrecorded machine" : m.cores() + " cores, " + Objects.toString(m.cpu(), "?");
    }
}
