package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * `just compare --change BASELINE CANDIDATE`, analysed: for every effect of the grid and every variant's
 * throughput and app CPU per request, the candidate over the baseline with its 95% interval
 * ({@link RunChange}).
 */
public final class RunChanges {

    private RunChanges() {}

    /**
     * Like with like: where one run measured sessions the other did not, both are analysed again over the
     * sessions both measured, so that every main effect averages over the same frameworks and columns on both
     * sides, and each framework's own column ratio is compared as itself.
     */
    public static RunChangeModel of(RunModel baseline, RunModel candidate) {
        List<String> baselineOnly =
                except(baseline.data().variants(), candidate.data().variants());
        List<String> candidateOnly =
                except(candidate.data().variants(), baseline.data().variants());
        Set<String> both = new LinkedHashSet<>(baseline.data().variants());
        both.retainAll(candidate.data().variants());
        RunModel base = baselineOnly.isEmpty() ? baseline : only(baseline, both);
        RunModel cand = candidateOnly.isEmpty() ? candidate : only(candidate, both);
        List<Paired> paired = paired(base.effects(), cand.effects());
        List<RunChangeModel.Figure> cells = CellChanges.of(base.data(), cand.data());
        List<RunChangeModel.Agreement> agreement = new ArrayList<>(agreement(paired));
        List<RunChangeModel.Figure> measuredCells = cells.stream()
                .filter(f -> f.baseline().measured() && f.candidate().measured())
                .toList();
        if (!measuredCells.isEmpty()) {
            agreement.add(new RunChangeModel.Agreement(
                    "each framework's column over its " + CELL_BASELINE, measuredCells.size(), (int)
                            measuredCells.stream()
                                    .filter(f -> f.change().includes(1))
                                    .count()));
        }
        return new RunChangeModel(
                baseline.names().getFirst(),
                candidate.names().getFirst(),
                paired.stream().map(Paired::figure).toList(),
                variants(base.data(), cand.data()),
                speed(baseline, candidate),
                agreement,
                cells,
                new RunChangeModel.Sides(baselineOnly, candidateOnly, machine(baseline), machine(candidate)));
    }

    private static final String CELL_BASELINE = "JDBC on platform threads";

    private static List<String> except(List<String> these, List<String> those) {
        return these.stream().filter(v -> !those.contains(v)).toList();
    }

    private static RunModel only(RunModel run, Set<String> sessions) {
        return RunAnalysis.of(
                run.data().summaries().stream().map(s -> s.only(sessions)).toList(), run.names());
    }

    private static String machine(RunModel run) {
        return run.data().summaries().stream()
                .map(BenchSummary::machineName)
                .distinct()
                .collect(Collectors.joining(" and "));
    }

    /** One effect both runs estimated, and its figure on the page. */
    record Paired(Effect effect, RunChangeModel.Figure figure) {

        boolean measured() {
            return figure.baseline().measured() && figure.candidate().measured();
        }

        boolean narrow() {
            return figure.baseline().halfWidth() <= NARROW && figure.candidate().halfWidth() <= NARROW;
        }
    }

    /** The main effects within ±10% in both runs: the narrowest, whose agreement says most. */
    static final double NARROW = 0.10;

    /**
     * How often each kind of effect changed by no more than its own interval allows. The main effects are the
     * columns' and the frameworks' (at parity, and at best in a tuned run); the published ones are those the
     * answer prints (throughput at saturation, app CPU per request at equal load); a variant's own gain over
     * itself at parity is one variant's ratio, and counted apart.
     */
    static List<RunChangeModel.Agreement> agreement(List<Paired> paired) {
        List<Paired> measured = paired.stream()
                .filter(Paired::measured)
                .filter(p -> !repeatsParity(p, paired))
                .toList();
        List<Paired> main = measured.stream().filter(p -> isMain(p.effect())).toList();
        List<RunChangeModel.Agreement> rows = new ArrayList<>(List.of(
                agreement("every effect", measured),
                agreement("main effects", main),
                agreement(
                        "published main effects (the answer's)",
                        main.stream()
                                .filter(p -> GridEstimates.isWatched(p.effect()))
                                .toList()),
                agreement(
                        "main effects within ±10% in both runs",
                        main.stream().filter(Paired::narrow).toList()),
                agreement(
                        "interactions",
                        measured.stream()
                                .filter(p -> p.effect().kind().equals(Effect.INTERACTION))
                                .toList())));
        List<Paired> gains = measured.stream()
                .filter(p -> p.effect().kind().equals(Effect.BEST_OVER_PARITY))
                .toList();
        if (!gains.isEmpty()) {
            rows.add(agreement("each variant at its best over itself at parity", gains));
        }
        return rows;
    }

    /**
     * An effect at best that no tuned variant enters (every variant in it is at its best at parity) is the parity
     * effect again, the same figure in both runs: it is counted once, as the parity one.
     */
    private static boolean repeatsParity(Paired p, List<Paired> all) {
        return all.stream()
                .anyMatch(q -> p.effect().isAtBestOf(q.effect())
                        && q.figure().baseline().equals(p.figure().baseline())
                        && q.figure().candidate().equals(p.figure().candidate()));
    }

    private static boolean isMain(Effect e) {
        return !e.kind().equals(Effect.INTERACTION) && !e.kind().equals(Effect.BEST_OVER_PARITY);
    }

    private static RunChangeModel.Agreement agreement(String which, List<Paired> paired) {
        return new RunChangeModel.Agreement(which, paired.size(), (int)
                paired.stream().filter(p -> p.figure().change().includes(1)).count());
    }

    /**
     * The candidate's database ceiling over the baseline's: pgbench sending the suite's get over the connections the
     * apps' pools use at the reference concurrency, its median over the rounds. It ranks machines as the apps' own
     * throughput does, where the CPU probe (a fixed computation) ranked an Intel Xeon below an AMD EPYC that served
     * less; null where either run has no ceiling.
     */
    private static Double speed(RunModel baseline, RunModel candidate) {
        int users = baseline.data().referenceUsers();
        var a = baseline.data().ceiling(users, "get");
        var b = candidate.data().ceiling(users, "get");
        return a.isEmpty() || b.isEmpty()
                ? null
                : b.get().queriesPerSecond() / a.get().queriesPerSecond();
    }

    /** Every effect both runs estimated, by scenario, load, metric, kind and name. */
    static List<Paired> paired(List<Effect> baseline, List<Effect> candidate) {
        List<Paired> pairs = new ArrayList<>();
        for (Effect b : baseline) {
            candidate.stream()
                    .filter(c -> c.kind().equals(b.kind()) && c.sameFigure(b))
                    .findFirst()
                    .ifPresent(c -> pairs.add(new Paired(b, figure(b.what(), b.kind(), b.ratio(), c.ratio(), -1))));
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
