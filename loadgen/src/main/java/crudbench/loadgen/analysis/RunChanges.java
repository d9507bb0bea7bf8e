package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * `just compare BASELINE CANDIDATE`, analysed: for every effect of the grid and every variant's
 * throughput and app CPU per request, the candidate over the baseline with its 95% interval
 * ({@link RunChange}).
 */
public final class RunChanges {

    private RunChanges() {}

    public static RunChangeModel of(RunModel baseline, RunModel candidate) {
        List<RunChangeModel.Figure> effects = effects(baseline.effects(), candidate.effects());
        return new RunChangeModel(
                baseline.names().getFirst(),
                candidate.names().getFirst(),
                effects,
                variants(baseline.data(), candidate.data()),
                speed(baseline, candidate),
                agreement(effects));
    }

    /** The main effects within ±10% in both runs: the narrowest, whose agreement says most. */
    static final double NARROW = 0.10;

    /** How often each kind of effect changed by no more than its own interval allows. */
    static List<RunChangeModel.Agreement> agreement(List<RunChangeModel.Figure> effects) {
        List<RunChangeModel.Figure> measured = effects.stream()
                .filter(f -> f.baseline().measured() && f.candidate().measured())
                .toList();
        List<RunChangeModel.Figure> main = measured.stream()
                .filter(f -> !f.kind().equals(Effect.INTERACTION))
                .toList();
        return List.of(
                agreement("every effect", measured),
                agreement("main effects", main),
                agreement(
                        "interactions",
                        measured.stream()
                                .filter(f -> f.kind().equals(Effect.INTERACTION))
                                .toList()),
                agreement(
                        "main effects within ±10% in both runs",
                        main.stream()
                                .filter(f -> f.baseline().halfWidth() <= NARROW
                                        && f.candidate().halfWidth() <= NARROW)
                                .toList()));
    }

    private static RunChangeModel.Agreement agreement(String which, List<RunChangeModel.Figure> figures) {
        return new RunChangeModel.Agreement(which, figures.size(), (int)
                figures.stream().filter(f -> f.change().includes(1)).count());
    }

    private static Double speed(RunModel baseline, RunModel candidate) {
        var a = baseline.howSure().checks().speed();
        var b = candidate.howSure().checks().speed();
        return a == null || b == null ? null : b.medianCpuMs() / a.medianCpuMs();
    }

    /** Every effect both runs estimated, by scenario, load, metric, kind and name. */
    static List<RunChangeModel.Figure> effects(List<Effect> baseline, List<Effect> candidate) {
        List<RunChangeModel.Figure> pairs = new ArrayList<>();
        for (Effect b : baseline) {
            candidate.stream()
                    .filter(c -> c.scenario().equals(b.scenario())
                            && c.model() == b.model()
                            && c.load() == b.load()
                            && c.metric().equals(b.metric())
                            && c.kind().equals(b.kind())
                            && c.of().equals(b.of()))
                    .findFirst()
                    .ifPresent(c -> pairs.add(figure(
                            b.scenario() + " " + b.model().label(b.load()) + ", " + b.metric() + ": " + b.of()
                                    + " over " + b.over(),
                            b.kind(),
                            b.ratio(),
                            c.ratio(),
                            -1)));
        }
        return pairs;
    }

    /** Each variant's own throughput and app CPU per request in each closed-model scenario at the reference load. */
    static List<RunChangeModel.Figure> variants(Measurements baseline, Measurements candidate) {
        List<RunChangeModel.Figure> pairs = new ArrayList<>();
        int users = baseline.referenceUsers();
        for (String variant : baseline.variants()) {
            for (String scenario : baseline.scenarios(LoadModel.CLOSED)) {
                for (Metric metric : List.of(Metric.THROUGHPUT, Metric.APP_CPU)) {
                    Optional<RatioInterval> b = level(baseline, variant, users, scenario, metric);
                    Optional<RatioInterval> c = level(candidate, variant, users, scenario, metric);
                    if (b.isPresent() && c.isPresent()) {
                        pairs.add(figure(
                                variant + " " + scenario + ", " + metric.unit(),
                                "variant",
                                b.get(),
                                c.get(),
                                metric == Metric.THROUGHPUT ? 0 : 3));
                    }
                }
            }
        }
        return pairs;
    }

    private static RunChangeModel.Figure figure(
            String what, String kind, RatioInterval baseline, RatioInterval candidate, int decimals) {
        return new RunChangeModel.Figure(what, kind, baseline, candidate, RunChange.of(baseline, candidate), decimals);
    }

    /** A variant's geometric mean over its rounds, with its interval: the same t interval, on its own log values. */
    private static Optional<RatioInterval> level(
            Measurements results, String variant, int users, String scenario, Metric metric) {
        Map<Integer, Double> rounds = results.perRound(variant, LoadModel.CLOSED, users, scenario, metric);
        return RoundContrasts.interval(RunAnalysis.logs(rounds));
    }
}
