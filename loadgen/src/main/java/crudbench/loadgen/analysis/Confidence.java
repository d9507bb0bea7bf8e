package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.HowSure;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.results.RunLength;
import crudbench.loadgen.results.SpeedSample;
import crudbench.loadgen.text.Numbers;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How sure a run's answer is, in a few sentences that compare.md, answer.md and report.html all
 * open with: the epochs × rounds its intervals rest on (and, with one epoch, that differences
 * between JVM starts are not in them), the precision its published main effects reached and why
 * the run stopped, the spread at each level, each app's warm-up, the machine's speed, effects
 * still drifting, and slices that failed.
 */
final class Confidence {

    private Confidence() {}

    static HowSure of(Measurements results, List<GridEstimates.MainRounds> all) {
        List<Effect> effects =
                all.stream().map(GridEstimates.MainRounds::effect).toList();
        double reached = GridEstimates.precision(GridEstimates.watched(effects));
        HowSure.Shape design = design(results);
        List<GridEstimates.MainRounds> published = GridEstimates.watchedOnce(all);
        Estimates.Levels levels = results.summaries().size() == 1
                ? VarianceComponents.levels(
                        published.stream().map(GridEstimates.MainRounds::rounds).toList(),
                        results.summaries().getFirst())
                : null;
        HowSure.Checks checks = Soundness.of(results, published);
        return new HowSure(
                sentence(results, effects, reached, design, levels, checks, published),
                effects.stream().mapToInt(e -> e.ratio().rounds()).max().orElse(0),
                Double.isInfinite(reached) ? null : reached,
                results.summaries().size(),
                design,
                levels,
                checks);
    }

    private static HowSure.Shape design(Measurements results) {
        List<Integer> rounds = rounds(results);
        String level = results.summaries().size() > 1
                ? RatioInterval.RUNS
                : rounds.size() > 1 ? RatioInterval.EPOCHS : RatioInterval.ROUNDS;
        return new HowSure.Shape(
                rounds.size(), rounds.stream().mapToInt(Integer::intValue).max().orElse(0), level);
    }

    /** Each epoch's rounds, over every run pooled. */
    private static List<Integer> rounds(Measurements results) {
        return results.summaries().stream()
                .flatMap(s -> s.roundsPerEpoch().stream())
                .toList();
    }

    /**
     * ", their median ±4.8%": the middle published main effect's half-width, each figure once (a main effect at best
     * that no tuned variant enters is its parity twin's figure, and would count twice); empty without one.
     */
    private static String median(List<Effect> effects) {
        List<Double> widths = GridEstimates.watched(effects).stream()
                .map(Effect::halfWidth)
                .filter(Double::isFinite)
                .toList();
        return widths.isEmpty() ? "" : ", their median ±" + Numbers.num(Averages.median(widths) * 100, 1) + "%";
    }

    /**
     * What the run's target, and the default's (±10%), would take from here, by the plans that weigh the t quantile
     * (EpochPlanner): the cheapest, or that none of at most ten epochs reaches it.
     */
    private static String outlook(Estimates.Levels levels, RunLength length) {
        if (levels.plans().isEmpty()) {
            return "";
        }
        double standard =
                crudbench.loadgen.plan.BenchProfile.reference().rounds().precision();
        double target = length != null && length.target() != null ? length.target() : standard;
        String text = "; with the t quantile over the epochs weighed, " + outlook(levels, target);
        return target == standard ? text : text + ", and " + outlook(levels, standard);
    }

    private static String outlook(Estimates.Levels levels, double target) {
        String goal = "±" + Numbers.num(target * 100, 1) + "% for every one";
        return Estimates.EpochPlan.cheapest(levels.plans(), target)
                .map(p -> goal + " would take " + p.epochs() + " more epoch(s) of " + p.roundsPerEpoch()
                        + " rounds, about " + Numbers.clock(Math.round(p.seconds())) + " more on this machine (median"
                        + " then ±" + Numbers.num(p.median() * 100, 1) + "%)")
                .orElse("no plan of at most " + crudbench.loadgen.plan.BenchProfile.MAX_EPOCHS + " epochs reaches "
                        + goal);
    }

    private static String sentence(
            Measurements results,
            List<Effect> effects,
            double reached,
            HowSure.Shape design,
            Estimates.Levels levels,
            HowSure.Checks checks,
            List<GridEstimates.MainRounds> published) {
        StringBuilder text =
                new StringBuilder("How sure: ").append(Numbers.epochsOfRounds(rounds(results), "epoch(s)", "round(s)"));
        if (results.summaries().size() > 1) {
            text.append(", over ").append(results.summaries().size()).append(" runs pooled, each a level of its own");
        } else if (design.epochs() == 1) {
            text.append(" (one epoch: differences between JVM starts are not in the intervals)");
        }
        text.append("; ")
                .append(
                        Double.isInfinite(reached)
                                ? "one round, so no interval"
                                : "every published main effect (throughput at saturation, app CPU per request at"
                                        + " equal load) within ±" + Numbers.num(reached * 100, 1) + "%"
                                        + median(published.stream()
                                                .map(GridEstimates.MainRounds::effect)
                                                .toList()));
        RunLength length =
                results.summaries().size() == 1 ? results.summaries().getFirst().length() : null;
        if (length != null) {
            text.append(RunStop.clause(length, reached));
        }
        text.append(". ");
        text.append(CellTargets.sentence(
                CellTargets.published(results),
                design.epochs() > 1 ? design.epochs() : design.roundsPerEpoch(),
                design.epochs() > 1 ? "epochs" : "rounds"));
        if (levels != null) {
            text.append("Spread of an epoch's mean ±")
                    .append(Numbers.num(levels.epochSd() * 100, 1))
                    .append("%, of a round ±")
                    .append(Numbers.num(levels.roundSd() * 100, 1))
                    .append("% (medians over the published effects")
                    .append(byMetric(VarianceComponents.roundSdByMetric(published)))
                    .append(")")
                    .append(outlook(levels, length))
                    .append(". ");
        }
        if (results.summaries().size() == 1) {
            String noise = NoiseText.sentence(NoiseBudget.of(results.summaries().getFirst()));
            text.append(noise).append(noise.isEmpty() ? "" : " ");
        }
        text.append(warmup(checks.warmups())).append(' ');
        text.append(speed(checks.speed())).append(' ');
        text.append(
                checks.drifting().isEmpty()
                        ? "No published effect drifts within its epochs."
                        : checks.drifting().size() + " published effect(s) still drift within their epochs (compare.md"
                                + " lists them under \"Drifting\"): read them as a trend, not a level.");
        if (!checks.failed().isEmpty()) {
            int failed = checks.failed().stream()
                    .mapToInt(HowSure.SliceCount::failed)
                    .sum();
            text.append(' ')
                    .append(failed)
                    .append(" slice(s) gave no row (compare.md lists them under \"Failed slices\"): their rounds are"
                            + " left out of every contrast that needs them.");
        }
        if (length != null) {
            text.append(' ').append(Numbers.num(length.minutes(), 1)).append(" minutes");
            text.append(length.sittings() > 1 ? " over " + length.sittings() + " sittings." : ".");
        }
        return text.toString();
    }

    /**
     * "; a round ±2.1% in throughput, ±4.0% in app CPU per request at equal load": whether the CPU slices are long
     * enough (benchmarking.md, "How long a slice lasts"); empty unless both metrics tell.
     */
    static String byMetric(Map<Metric, Double> roundSd) {
        if (!roundSd.containsKey(Metric.THROUGHPUT) || !roundSd.containsKey(Metric.APP_CPU)) {
            return "";
        }
        return "; a round ±" + Numbers.num(roundSd.get(Metric.THROUGHPUT) * 100, 1) + "% in throughput, ±"
                + Numbers.num(roundSd.get(Metric.APP_CPU) * 100, 1) + "% in app CPU per request at equal load";
    }

    /** "Warm-up: 14 of 14 apps settled (median 52 s of load, longest 96 s: spring-r2dbc)." */
    static String warmup(List<HowSure.WarmupOf> warmups) {
        List<HowSure.WarmupOf> judged =
                warmups.stream().filter(w -> w.settled() != null).toList();
        if (judged.isEmpty()) {
            return "Warm-up: a fixed number of rounds, not checked for a steady state (a run from before the rule).";
        }
        long settled = judged.stream().filter(HowSure.WarmupOf::settled).count();
        HowSure.WarmupOf longest = judged.stream()
                .max(java.util.Comparator.comparingDouble(HowSure.WarmupOf::seconds))
                .orElseThrow();
        String not = judged.stream()
                .filter(w -> !w.settled())
                .map(w -> w.variant() + " (epoch " + w.epoch() + ")")
                .collect(Collectors.joining(", "));
        return "Warm-up: " + settled + " of " + judged.size() + " app start(s) settled (median "
                + Numbers.num(
                        Averages.median(
                                judged.stream().map(HowSure.WarmupOf::seconds).toList()),
                        0)
                + " s of load, longest " + Numbers.num(longest.seconds(), 0) + " s: " + longest.variant() + ")"
                + (not.isEmpty() ? "" : "; not settled, measured anyway and flagged: " + not) + ".";
    }

    /** "Machine speed: the probe took 41.2 ms of CPU (median), 2% slower in the run's second half." */
    static String speed(HowSure.MachineSpeed speed) {
        if (speed == null) {
            return "Machine speed: not measured (a run from before the probe).";
        }
        String drift = Math.abs(speed.drift()) < 0.005
                ? "the same in both halves of the run"
                : Numbers.num(Math.abs(speed.drift()) * 100, 0) + "% " + (speed.drift() > 0 ? "slower" : "faster")
                        + " in the run's second half";
        return "Machine speed: the probe took " + Numbers.num(speed.medianCpuMs(), 1) + " ms of CPU (median), " + drift
                + (speed.flagged()
                        ? ", beyond ±" + Numbers.num(SpeedSample.LIMIT * 100, 0)
                                + "%: the machine changed during the run."
                        : ".");
    }
}
