package crudbench.loadgen.compare;

import com.fasterxml.jackson.databind.JsonNode;
import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.RunDirectories;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.analysis.AxisPickAnalysis;
import crudbench.loadgen.analysis.PickAnalysis;
import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.analysis.RunChanges;
import crudbench.loadgen.analysis.StudyAnalysis;
import crudbench.loadgen.analysis.SweepAnalysis;
import crudbench.loadgen.model.Axis;
import crudbench.loadgen.model.AxisPicks;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.model.StudyModel;
import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.report.change.RunComparison;
import crudbench.loadgen.report.charts.Charts;
import crudbench.loadgen.report.html.BenchPage;
import crudbench.loadgen.report.html.FindingsPage;
import crudbench.loadgen.report.html.StressPage;
import crudbench.loadgen.report.pick.WhatToPick;
import crudbench.loadgen.report.run.CompareMarkdown;
import crudbench.loadgen.report.run.DriverShare;
import crudbench.loadgen.report.run.ReadmeAnswer;
import crudbench.loadgen.report.run.ResultsCsv;
import crudbench.loadgen.report.run.WhereTheCpuGoes;
import crudbench.loadgen.report.sweep.LatencySweep;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.stress.StressResults;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * `just compare` and `just report`: reads a run's files, has them analysed once ({@link RunAnalysis}),
 * and hands that one model to each format: compare.md, answer.md, results.csv, the charts and
 * report.html. As JMH's runner hands its results to a result format, nothing here lays anything out,
 * and no format estimates anything.
 */
public final class Compare {

    private Compare() {}

    /** The newest bench run under results/: directories named by their start time sort by it. */
    public static Path latest(Path results) {
        if (!Files.isDirectory(results)) {
            throw new IllegalArgumentException("no results directory " + results + "; run `just bench` first");
        }
        return RunDirectories.latest(results, BenchSummary.FILE)
                .orElseThrow(() ->
                        new IllegalArgumentException("no bench results under " + results + "; run `just bench` first"));
    }

    /**
     * Writes compare.md, answer.md, results.csv, the charts and report.html of these runs into {@code out},
     * and returns the Markdown.
     *
     * @param drivers a `just drivers` run whose per-query CPU stands beside the apps' (named in compare.md as
     *                given), or null for none: a baseline measured at another time is only comparable when the
     *                reader chose it
     */
    public static String render(Path out, List<Path> dirs, Path drivers) {
        RunModel run = analyse(dirs);
        DriverShare.DriversRun baseline = drivers == null ? null : DriverShare.DriversRun.read(drivers);
        try {
            Files.createDirectories(out);
            List<String> charts = Charts.write(out.resolve("charts"), run);
            List<RunProfiles.Profile> profiles = dirs.size() == 1
                    ? RunProfiles.read(dirs.getFirst(), run.data().rows())
                    : List.of();
            Map<String, String> baselines = dirs.size() == 1
                    ? RunProfiles.baselines(run.data().summaries().getFirst().settings())
                    : Map.of();
            String markdown = CompareMarkdown.write(
                    out,
                    run,
                    charts,
                    baseline,
                    WhereTheCpuGoes.markdown(profiles, v -> Optional.ofNullable(baselines.get(v))));
            if (!profiles.isEmpty()) {
                Files.writeString(out.resolve(WhereTheCpuGoes.FILE), WhereTheCpuGoes.differences(profiles, baselines));
            }
            ReadmeAnswer.write(out, run);
            ResultsCsv.write(out, run);
            BenchPage.write(out, run, picks(run), profiles);
            return markdown;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** `just compare BASELINE CANDIDATE`: writes change.md into {@code out} and returns it. */
    public static String change(Path out, Path baseline, Path candidate) {
        return RunComparison.write(out, RunChanges.of(analyse(List.of(baseline)), analyse(List.of(candidate))));
    }

    /**
     * `just compare --pick RUN... [--orm RUN]...`: what-to-pick.md into {@code out}, the runs judged as replications
     * of one design, then each {@link Axis} over the runs given for it ({@code --orm}'s for the ORM), else over the
     * same runs; returns the Markdown.
     */
    public static String pick(Path out, List<Path> runs, Map<Axis, List<Path>> axisRuns) {
        try {
            Files.createDirectories(out);
            List<AxisPicks> axes = new ArrayList<>();
            for (Axis axis : Axis.values()) {
                List<Path> judged = axisRuns.getOrDefault(axis, List.of());
                judged = judged.isEmpty() ? runs : judged;
                axes.add(AxisPickAnalysis.of(
                        axis,
                        judged.stream().map(Compare::read).toList(),
                        judged.stream().map(Compare::name).toList()));
            }
            return WhatToPick.write(
                    out,
                    PickAnalysis.of(
                            runs.stream().map(Compare::read).toList(),
                            runs.stream().map(Compare::name).toList()),
                    axes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** `just bench --db-latency 0,1,5`: sweep.md and its charts over the runs, one per round trip; returns the Markdown. */
    public static String sweep(Path dir, List<Path> runs, Settings settings) {
        List<BenchSummary> summaries = new ArrayList<>();
        for (Path run : runs) {
            BenchSummary summary = read(run);
            if (summary.around().roundTrip() == null) {
                throw new IllegalArgumentException(run + " recorded no round trip: not a run of the sweep");
            }
            summaries.add(summary);
        }
        return LatencySweep.write(
                dir,
                SweepAnalysis.of(
                        summaries,
                        recorded(summaries, "DB_POOL_SIZE", settings),
                        recorded(summaries, "WORKER_THREADS", settings)));
    }

    /**
     * A parity setting as the sweep's runs recorded it, which is what they ran with (`DB_POOL_SIZE=64 just bench
     * ...` overrides parity.env), else as this checkout has it; runs that ran with different values are no sweep.
     */
    private static int recorded(List<BenchSummary> runs, String name, Settings settings) {
        List<String> values = runs.stream()
                .map(r -> r.recordedParity().get(name))
                .filter(Objects::nonNull)
                .distinct()
                .toList();
        if (values.size() > 1) {
            throw new IllegalArgumentException("the sweep's runs ran with " + name + " " + values + ": not one sweep");
        }
        return values.isEmpty() ? settings.getInt(name) : Integer.parseInt(values.getFirst());
    }

    /**
     * `just report DIR`: report.html again from a run's files, for a `just findings` run (findings.json), a
     * `just stress` run (stress.json) or a `just bench` run (summary.json).
     *
     * @param questions each findings experiment's question by its id, as findings.md words it
     */
    public static Path page(Path dir, Map<String, String> questions) {
        if (Files.isRegularFile(dir.resolve(FindingsPage.FINDINGS))) {
            return findingsPage(dir, questions);
        }
        if (Files.isRegularFile(dir.resolve(StressResults.SUMMARY))) {
            return StressPage.write(dir, Variants.load(Repo.locate()).all());
        }
        if (!Files.isRegularFile(dir.resolve(BenchSummary.FILE))) {
            throw new IllegalArgumentException("no " + FindingsPage.FINDINGS + ", " + StressResults.SUMMARY + " or "
                    + BenchSummary.FILE + " in " + dir
                    + ": not a results directory of `just findings`, `just stress` or `just bench`");
        }
        RunModel run = analyse(List.of(dir));
        return BenchPage.write(
                dir, run, picks(run), RunProfiles.read(dir, run.data().rows()));
    }

    /**
     * The runs a page covers judged by what-to-pick's rule, for its decision table: the same {@link PickAnalysis}
     * as what-to-pick.md, over these runs' summaries as they were read; null where they share no grid of frameworks
     * and data-access columns, which leaves the page without the table rather than without the page.
     */
    private static Picks picks(RunModel run) {
        try {
            return PickAnalysis.of(run.data().summaries(), run.names());
        } catch (IllegalArgumentException noGrid) {
            return null;
        }
    }

    /** report.html of a `just findings` run: its claims (findings.json) and each experiment, in the order they ran. */
    public static Path findingsPage(Path dir, Map<String, String> questions) {
        try {
            JsonNode claims = BenchSummary.JSON.readTree(
                    dir.resolve(FindingsPage.FINDINGS).toFile());
            List<StudyModel> studies = new ArrayList<>();
            List<Map.Entry<Path, BenchSummary>> runs = new ArrayList<>();
            try (Stream<Path> children = Files.list(dir)) {
                for (Path child : children.filter(c -> Files.isRegularFile(c.resolve(BenchSummary.FILE)))
                        .toList()) {
                    runs.add(Map.entry(child, BenchSummary.read(child)));
                }
            }
            // The experiments ran one after another: in the order findings.md lists them.
            runs.sort(Comparator.comparing(e -> e.getValue().startedAt()));
            runs.forEach(r -> studies.add(StudyAnalysis.of(r.getKey(), r.getValue())));
            return FindingsPage.write(dir, name(dir), claims, studies, questions);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the findings in " + dir, e);
        }
    }

    /** The runs analysed once, each named by its folder relative to the checkout. */
    private static RunModel analyse(List<Path> dirs) {
        return RunAnalysis.of(
                dirs.stream().map(Compare::read).toList(),
                dirs.stream().map(Compare::name).toList());
    }

    /** Relative to the checkout where it lies inside it; as given elsewhere, or outside any checkout. */
    static String name(Path dir) {
        return Repo.nameOf(dir);
    }

    private static BenchSummary read(Path dir) {
        try {
            return BenchSummary.read(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + dir.resolve(BenchSummary.FILE), e);
        }
    }
}
