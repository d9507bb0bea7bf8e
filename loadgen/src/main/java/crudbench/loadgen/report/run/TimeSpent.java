package crudbench.loadgen.report.run;

import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.IdleSample;
import crudbench.loadgen.results.VariantRun;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where a run's time went, from its summary.json: the apps' starts, their warm-up, the measured load
 * points (of which the measured slices), and everything else (the database's ceiling, the speed
 * probes, resets, the gaps between). What an epoch's start and warm-up cost against its rounds is
 * what the run plan weighs; this table shows it per run, so a change to the method shows its price.
 */
public final class TimeSpent {

    private TimeSpent() {}

    /** compare.md's section; empty for runs that recorded no length. */
    static String markdown(RunModel run) {
        List<BenchSummary> summaries = run.data().summaries();
        if (summaries.isEmpty() || summaries.stream().anyMatch(s -> s.length() == null)) {
            return "";
        }
        List<String> header = new ArrayList<>(List.of("part"));
        // Each run by its folder's own name: the table reads the same wherever the run is rendered.
        run.names()
                .forEach(name ->
                        header.add(java.nio.file.Path.of(name).getFileName().toString()));
        List<double[]> parts = summaries.stream().map(TimeSpent::seconds).toList();
        Table table = table(header, parts, "the whole run");
        return "\n## Where the time went\n\n" + table.markdown()
                + "\nFrom summary.json: each app's recorded start and warm-up, the load points' windows, the slices'"
                + " windows; \"everything else\" is the rest of the run's length.\n";
    }

    /**
     * docs/benchmarking.md's table: where an average epoch's time went in each run, the design before and after
     * ("reference, 3 epochs × 4 rounds of 17 sessions"); each run's time over its epochs.
     */
    public static String perEpoch(List<BenchSummary> runs, List<String> names) {
        List<String> header = new ArrayList<>(List.of("part of an epoch"));
        List<double[]> parts = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            BenchSummary s = runs.get(i);
            int epochs = Math.max(1, s.length().epochs());
            long sessions = s.measured().variantRuns().stream()
                    .filter(r -> r.epoch() == 1)
                    .count();
            header.add(names.get(i) + ", " + design(s) + " of " + sessions + " sessions");
            double[] perEpoch = seconds(s);
            for (int p = 0; p < perEpoch.length; p++) {
                perEpoch[p] /= epochs;
            }
            parts.add(perEpoch);
        }
        return table(header, parts, "an epoch").markdown();
    }

    /** "3 epochs × 4 rounds", or "3 epochs of 2, 2 and 3 rounds" where a later epoch got its own plan's rounds. */
    private static String design(BenchSummary s) {
        return Numbers.epochsOfRounds(s.roundsPerEpoch(), "epochs", "rounds");
    }

    private static Table table(List<String> header, List<double[]> parts, String whole) {
        Table table = new Table(header.toArray(String[]::new));
        String[] labels = {
            "app starts (process start to healthy, summed)",
            "warm-up load, until each app settled",
            "measured load points, ramps included",
            "of which the measured slices",
            "everything else: the ceiling (pgbench), speed probes, resets, gaps",
            whole
        };
        for (int i = 0; i < labels.length; i++) {
            List<Object> cells = new ArrayList<>();
            cells.add(labels[i]);
            for (double[] p : parts) {
                double total = p[labels.length - 1];
                cells.add(String.format(Locale.ROOT, "%.1f min (%.0f%%)", p[i] / 60, 100 * p[i] / total));
            }
            table.row(cells.toArray());
        }
        return table;
    }

    /** starts, warm-up, points, slices, other, total: seconds. */
    static double[] seconds(BenchSummary s) {
        double starts = 0;
        double warmup = 0;
        for (VariantRun r : s.measured().variantRuns()) {
            starts += r.facts().startupMs() == null ? 0 : r.facts().startupMs() / 1000;
            warmup += r.warmup() == null ? 0 : r.warmup().seconds();
        }
        double slices = s.measured().rows().stream()
                        .mapToLong(r -> r.traffic().windowMs())
                        .sum()
                / 1000.0;
        List<IdleSample> idle = s.measured().idle();
        double points = idle.isEmpty()
                ? slices
                : idle.stream().mapToLong(IdleSample::windowMs).sum() / 1000.0;
        double total = s.length().minutes() * 60;
        return new double[] {starts, warmup, points, slices, Math.max(0, total - starts - warmup - points), total};
    }
}
