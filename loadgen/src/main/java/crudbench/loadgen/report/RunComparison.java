package crudbench.loadgen.report;

import crudbench.loadgen.analysis.GridEstimates;
import crudbench.loadgen.analysis.Measurements;
import crudbench.loadgen.analysis.Metric;
import crudbench.loadgen.analysis.RoundContrasts;
import crudbench.loadgen.analysis.RunChange;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * `just compare BASELINE CANDIDATE`: what moved between two runs (an upgrade of a framework,
 * another JDK, a setting). For every effect of the grid and every variant's throughput and app
 * CPU per request, the candidate over the baseline with its 95% interval ({@link RunChange}),
 * or "no clear change". It also says how often the candidate's estimates fell inside the
 * baseline's intervals: on two runs of the same code, calibrated intervals hold about 95% of the
 * changes, and about 83% of the second run's estimates (a rerun carries noise of its own).
 */
final class RunComparison {

    /**
     * One figure measured in both runs.
     *
     * @param decimals for a variant's own value (requests/s, CPU ms), how it is printed; -1 for a ratio
     */
    record Pair(String what, RatioInterval baseline, RatioInterval candidate, int decimals) {

        RatioInterval change() {
            return RunChange.of(baseline, candidate);
        }

        String show(RatioInterval i) {
            if (decimals < 0) {
                return i.label();
            }
            String value = Numbers.num(i.estimate(), decimals);
            return i.measured()
                    ? value + " [" + Numbers.num(i.low(), decimals) + "–" + Numbers.num(i.high(), decimals) + "]"
                    : value;
        }
    }

    private RunComparison() {}

    static String markdown(Path baselineDir, Measurements baseline, Path candidateDir, Measurements candidate) {
        List<Pair> effects = effects(baseline, candidate);
        List<Pair> variants = variants(baseline, candidate);
        StringBuilder md = new StringBuilder("# crudbench: ")
                .append(candidateDir)
                .append(" against ")
                .append(baselineDir)
                .append("\n\n");
        List<Pair> all = new ArrayList<>(effects);
        all.addAll(variants);
        List<Pair> measured = all.stream()
                .filter(p -> p.baseline().measured() && p.candidate().measured())
                .toList();
        long clear = measured.stream().filter(p -> p.change().clear()).count();
        long inside = measured.stream()
                .filter(p -> p.baseline().includes(p.candidate().estimate()))
                .count();
        md.append(String.format(
                "%d figures in both runs: %d changed clearly (the change's 95%% interval leaves out 1.00x), %d did not."
                        + " The candidate's estimate fell inside the baseline's interval for %d of %d (%s). For two runs of"
                        + " the same code, calibrated intervals give about 95%% no clear change and about 83%% inside.%n",
                measured.size(),
                clear,
                measured.size() - clear,
                inside,
                measured.size(),
                measured.isEmpty() ? "n/a" : Numbers.num(100.0 * inside / measured.size(), 0) + "%"));
        md.append("\n## Effects of the grid\n\n").append(table(effects).markdown());
        md.append("\n## Variants\n\n").append(table(variants).markdown());
        return md.toString();
    }

    static Table table(List<Pair> pairs) {
        Table table = new Table("figure", "baseline", "candidate", "change [95% CI]", "inside baseline's interval");
        for (Pair p : pairs) {
            RatioInterval change = p.change();
            table.row(
                    p.what(),
                    p.show(p.baseline()),
                    p.show(p.candidate()),
                    change.measured() && !change.clear() ? "no clear change (" + change.label() + ")" : change.label(),
                    p.baseline().measured()
                            ? (p.baseline().includes(p.candidate().estimate()) ? "yes" : "no")
                            : "");
        }
        return table;
    }

    /** Every effect both runs estimated, by scenario, load, metric, kind and name. */
    static List<Pair> effects(Measurements baseline, Measurements candidate) {
        List<Effect> theirs = GridEstimates.of(candidate);
        List<Pair> pairs = new ArrayList<>();
        for (Effect b : GridEstimates.of(baseline)) {
            theirs.stream()
                    .filter(c -> c.scenario().equals(b.scenario())
                            && c.model() == b.model()
                            && c.load() == b.load()
                            && c.metric().equals(b.metric())
                            && c.kind().equals(b.kind())
                            && c.of().equals(b.of()))
                    .findFirst()
                    .ifPresent(c -> pairs.add(new Pair(
                            b.scenario() + " " + b.model().label(b.load()) + ", " + b.metric() + ": " + b.of()
                                    + " over " + b.over(),
                            interval(b),
                            interval(c),
                            -1)));
        }
        return pairs;
    }

    /** Each variant's own throughput and app CPU per request in each closed-model scenario at the reference load. */
    static List<Pair> variants(Measurements baseline, Measurements candidate) {
        List<Pair> pairs = new ArrayList<>();
        int users = baseline.referenceUsers();
        for (String variant : baseline.variants()) {
            for (String scenario : baseline.scenarios(LoadModel.CLOSED)) {
                for (Metric metric : List.of(Metric.THROUGHPUT, Metric.APP_CPU)) {
                    Optional<RatioInterval> b = level(baseline, variant, users, scenario, metric);
                    Optional<RatioInterval> c = level(candidate, variant, users, scenario, metric);
                    if (b.isPresent() && c.isPresent()) {
                        pairs.add(new Pair(
                                variant + " " + scenario + ", " + metric.unit(),
                                b.get(),
                                c.get(),
                                metric == Metric.THROUGHPUT ? 0 : 3));
                    }
                }
            }
        }
        return pairs;
    }

    /** A variant's geometric mean over its rounds, with its interval: the same t interval, on its own log values. */
    private static Optional<RatioInterval> level(
            Measurements results, String variant, int users, String scenario, Metric metric) {
        Map<Integer, Double> rounds = results.perRound(variant, LoadModel.CLOSED, users, scenario, metric);
        return RoundContrasts.interval(rounds.values().stream().map(Math::log).toList());
    }

    private static RatioInterval interval(Effect e) {
        return e.ratio();
    }
}
