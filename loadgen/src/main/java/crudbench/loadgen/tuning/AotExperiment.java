package crudbench.loadgen.tuning;

import crudbench.harness.launch.Build;
import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.results.VariantRun;
import crudbench.loadgen.text.Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The AOT-cache experiment, from a run that measured variants beside their {@code build=aot} sessions
 * (docs/fairness.md, "The JDK's AOT cache"): for each, the start and the warm-up until settled in every epoch,
 * without and with the cache, and the settled figures with it over without, paired round by round as a tuning
 * setting's are ({@link SettingGains#over}). The cache is kept in measured runs only if every settled figure agrees:
 * every interval holds 1.00x.
 */
public final class AotExperiment {

    /** The file `just compare DIR` writes beside compare.md for such a run. */
    public static final String FILE = "aot.md";

    private AotExperiment() {}

    /**
     * Writes aot.md beside the run's compare.md when the run measured {@code build=aot} sessions.
     *
     * @return the file written, or empty for a run without such sessions
     */
    public static Optional<Path> write(Path run) {
        try {
            String md = markdown(BenchSummary.read(run));
            if (md.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(Files.writeString(run.resolve(FILE), md));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One variant without and with its cache. */
    record Pair(
            String variant,
            String label,
            List<Double> startupMs,
            List<Double> startupMsAot,
            List<Double> warmupSeconds,
            List<Double> warmupSecondsAot,
            RatioInterval throughput,
            RatioInterval appCpu) {

        /** Both settled figures hold 1.00x in their intervals. */
        boolean agrees() {
            return holdsOne(throughput) && (appCpu == null || holdsOne(appCpu));
        }
    }

    /** Each aot session whose variant also ran without it; empty when the run has none. */
    static List<Pair> pairs(BenchSummary summary) {
        if (summary.settings() == null || summary.settings().layout() == null) {
            return List.of();
        }
        Measurements results = Aggregation.of(List.of(summary));
        List<Pair> pairs = new ArrayList<>();
        for (VariantSetup session : summary.settings().layout().sessions()) {
            String plain = session.variant().id();
            if (!Build.AOT.equals(session.build()) || !results.variants().contains(plain)) {
                continue;
            }
            RatioInterval throughput = SettingGains.over(
                            results,
                            session.label(),
                            plain,
                            LoadModel.CLOSED,
                            results.referenceUsers(),
                            Metric.THROUGHPUT)
                    .orElse(null);
            RatioInterval cpu = results.equalLoad()
                    .flatMap(rate ->
                            SettingGains.over(results, session.label(), plain, LoadModel.OPEN, rate, Metric.APP_CPU))
                    .orElse(null);
            List<VariantRun> runs = summary.measured().variantRuns();
            pairs.add(new Pair(
                    plain,
                    session.label(),
                    startups(runs, plain),
                    startups(runs, session.label()),
                    warmups(runs, plain),
                    warmups(runs, session.label()),
                    throughput,
                    cpu));
        }
        return pairs;
    }

    /** aot.md: the table, and the verdict it gives; empty when the run has no aot session beside its variant. */
    public static String markdown(BenchSummary summary) {
        List<Pair> pairs = pairs(summary);
        if (pairs.isEmpty()) {
            return "";
        }
        Table table = new Table(
                "variant",
                "start, ms: without",
                "with the cache",
                "warm-up until settled, s: without",
                "with the cache",
                "throughput at 64 users, with over without",
                "app CPU per request at equal load, with over without",
                "settled figures");
        double warm = 0;
        double warmAot = 0;
        for (Pair p : pairs) {
            table.row(
                    p.variant(),
                    each(p.startupMs(), "%.0f"),
                    each(p.startupMsAot(), "%.0f"),
                    each(p.warmupSeconds(), "%.0f"),
                    each(p.warmupSecondsAot(), "%.0f"),
                    cell(p.throughput()),
                    cell(p.appCpu()),
                    p.agrees() ? "agree" : "differ");
            warm += p.warmupSeconds().stream().mapToDouble(Double::doubleValue).sum();
            warmAot += p.warmupSecondsAot().stream()
                    .mapToDouble(Double::doubleValue)
                    .sum();
        }
        boolean agree = pairs.stream().allMatch(Pair::agrees);
        return "# The JDK's AOT cache: with and without, side by side\n\n"
                + "Each variant beside its `build=aot` session (its framework's AOT layout, started with a cache"
                + " its training run made with the suite's own warm-up), in the same epochs and rounds. Starts and"
                + " warm-ups: one figure per epoch. Ratios: with the cache over without, paired round by round,"
                + " averaged over the scenarios, with their 95% interval.\n\n"
                + table.markdown()
                + String.format(
                        Locale.ROOT,
                        "%nWarm-up load until settled, all epochs: %.0f s without the cache, %.0f s with it (%.2fx).%n",
                        warm,
                        warmAot,
                        warm > 0 ? warmAot / warm : Double.NaN)
                + "\n**Verdict:** " + verdict(pairs, warm, warmAot);
    }

    /**
     * Kept in measured runs only if every settled figure agrees with and without it and it made the warm-ups
     * shorter: a cache that saves no warm-up would change how the apps are packaged and launched for nothing.
     */
    static String verdict(List<Pair> pairs, double warm, double warmAot) {
        List<String> differ =
                pairs.stream().filter(p -> !p.agrees()).map(Pair::variant).toList();
        if (!differ.isEmpty()) {
            return "the settled figures differ for " + String.join(", ", differ)
                    + ": a run with the cache measures something else, so measured runs start without it.\n";
        }
        if (warmAot >= warm) {
            return "every settled figure agrees with and without the cache (each interval holds 1.00x), but the"
                    + " warm-ups until settled were not shorter with it, so measured runs start without it: it would"
                    + " change how the apps are packaged and launched and save no time. It shortens the start.\n";
        }
        return "every settled figure agrees with and without the cache (each interval holds 1.00x), and the warm-ups"
                + " until settled were shorter with it.\n";
    }

    private static List<Double> startups(List<VariantRun> runs, String label) {
        return runs.stream()
                .filter(r -> label.equals(r.facts().variant()))
                .map(r -> r.facts().startupMs())
                .filter(Objects::nonNull)
                .toList();
    }

    private static List<Double> warmups(List<VariantRun> runs, String label) {
        return runs.stream()
                .filter(r -> label.equals(r.facts().variant()))
                .map(r -> r.warmup().seconds())
                .filter(s -> s > 0)
                .toList();
    }

    private static String each(List<Double> values, String format) {
        return String.join(
                ", ",
                values.stream().map(v -> String.format(Locale.ROOT, format, v)).toList());
    }

    private static String cell(RatioInterval i) {
        return i == null ? "n/a" : String.format(Locale.ROOT, "%.2fx [%.2f–%.2f]", i.estimate(), i.low(), i.high());
    }

    private static boolean holdsOne(RatioInterval i) {
        return i != null && i.low() <= 1.0 && i.high() >= 1.0;
    }
}
