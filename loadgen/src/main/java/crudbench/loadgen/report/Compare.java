package crudbench.loadgen.report;

import crudbench.harness.RunDirectories;
import crudbench.loadgen.analysis.Measurements;
import crudbench.loadgen.report.charts.Charts;
import crudbench.loadgen.report.html.BenchPage;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * `just compare`: reads the summaries of one or more bench runs, writes compare.md, the
 * charts and report.html (the same figures as one page for a browser) into the output
 * directory, and returns the Markdown. Repeats (and runs) are
 * averaged; the spread between them is shown where there is one.
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

    /** `just compare BASELINE CANDIDATE`: writes change.md into {@code out} and returns it. */
    public static String change(Path out, Path baseline, Path candidate) {
        try {
            Measurements before = Measurements.of(List.of(BenchSummary.read(baseline)));
            Measurements after = Measurements.of(List.of(BenchSummary.read(candidate)));
            String markdown = RunComparison.markdown(baseline, before, candidate, after);
            Files.createDirectories(out);
            Files.writeString(out.resolve("change.md"), markdown);
            return markdown;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Renders the tables of these runs, writes compare.md, the charts and report.html into {@code out}, returns the
     * Markdown.
     *
     * @param drivers a `just drivers` run whose per-query CPU stands beside the apps' (named in compare.md as
     *                given), or null for none: a baseline measured at another time is only comparable when the
     *                reader chose it
     */
    public static String render(Path out, List<Path> dirs, Path drivers) {
        List<BenchSummary> summaries = new ArrayList<>();
        for (Path dir : dirs) {
            try {
                summaries.add(BenchSummary.read(dir));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + dir.resolve(BenchSummary.FILE), e);
            }
        }
        Measurements results = Measurements.of(summaries);
        DriverShare.DriversRun baseline = drivers == null ? null : DriverShare.DriversRun.read(drivers);
        try {
            Files.createDirectories(out);
            List<String> charts = Charts.write(out.resolve("charts"), results);
            String markdown = CompareMarkdown.markdown(results, dirs, charts, baseline);
            Files.writeString(out.resolve("compare.md"), markdown);
            String answer = ReadmeAnswer.markdown(results);
            if (!answer.isEmpty()) {
                Files.writeString(out.resolve(ReadmeAnswer.FILE), answer);
            }
            BenchPage.write(out, results, dirs);
            return markdown;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
