package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.SpeedSample;
import crudbench.loadgen.results.VariantRun;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What an epoch and a round of a run cost on the wall clock, from what the run recorded: the prices of the plans
 * {@link EpochPlanner} offers, and of r*. A plan that prices an epoch by its load alone promises rounds that do not
 * fit: both default runs planned their third epoch a round longer than the time left held, since stopping and
 * starting the apps and checking each one after its start took a further five minutes or so an epoch.
 */
final class EpochCosts {

    private EpochCosts() {}

    /**
     * What one epoch costs before its rounds: every app's start and warm-up (the mean over the epochs), plus what the
     * wall clock showed beside them between one epoch's rounds and the next's (stopping the apps, starting the
     * processes, the checks after each start). That remainder is the least any epoch showed, so that a pause between
     * sittings, or the run's own setup before its first epoch, is not priced into every epoch to come; none where the
     * run recorded no times.
     */
    static double epochSeconds(BenchSummary summary) {
        Map<Integer, Double> load = new TreeMap<>();
        for (VariantRun r : summary.measured().variantRuns()) {
            double seconds = (r.facts().startupMs() == null ? 0 : r.facts().startupMs() / 1000)
                    + r.warmup().seconds();
            load.merge(r.epoch(), seconds, Double::sum);
        }
        if (load.isEmpty()) {
            return 0;
        }
        double mean = load.values().stream().mapToDouble(Double::doubleValue).sum() / load.size();
        return mean + besideLoad(summary, load);
    }

    /**
     * The least wall-clock time any epoch took before its first round beyond its apps' starts and warm-ups: from the
     * end of the epoch before (its last round's start plus a round), or the run's start for the first epoch recorded.
     */
    private static double besideLoad(BenchSummary summary, Map<Integer, Double> loadByEpoch) {
        Map<Integer, List<Instant>> starts = new TreeMap<>();
        for (SpeedSample s : summary.around().speed()) {
            if (s.at() != null) {
                starts.computeIfAbsent(s.epoch(), e -> new ArrayList<>()).add(Instant.parse(s.at()));
            }
        }
        double round = roundSeconds(summary);
        Instant previousEnd = summary.times() == null || summary.times().startedAt() == null
                ? null
                : Instant.parse(summary.times().startedAt());
        double least = Double.POSITIVE_INFINITY;
        for (Map.Entry<Integer, List<Instant>> epoch : starts.entrySet()) {
            Instant first = epoch.getValue().stream().min(Instant::compareTo).orElseThrow();
            Instant last = epoch.getValue().stream().max(Instant::compareTo).orElseThrow();
            Double load = loadByEpoch.get(epoch.getKey());
            if (previousEnd != null && load != null) {
                double gap = Duration.between(previousEnd, first).toMillis() / 1000.0;
                least = Math.min(least, Math.max(0, gap - load));
            }
            previousEnd = last.plusMillis(Math.round(round * 1000));
        }
        return Double.isInfinite(least) ? 0 : least;
    }

    /**
     * What one round costs: the median time from one round's start to the next's within an epoch (each round
     * starts with the machine's speed probe); every slice's window where the run recorded no starts.
     */
    static double roundSeconds(BenchSummary summary) {
        List<SpeedSample> starts = summary.around().speed();
        List<Double> gaps = new ArrayList<>();
        for (int i = 1; i < starts.size(); i++) {
            SpeedSample a = starts.get(i - 1);
            SpeedSample b = starts.get(i);
            if (a.epoch() == b.epoch() && a.at() != null && b.at() != null) {
                gaps.add(Duration.between(Instant.parse(a.at()), Instant.parse(b.at()))
                                .toMillis()
                        / 1000.0);
            }
        }
        if (!gaps.isEmpty()) {
            return Averages.median(gaps);
        }
        List<ScenarioRow> rows = summary.rows();
        long rounds = rows.stream().mapToInt(ScenarioRow::repeat).distinct().count();
        double total =
                rows.stream().mapToDouble(r -> r.traffic().windowMs() / 1000.0).sum();
        return rounds == 0 ? 0 : total / rounds;
    }
}
