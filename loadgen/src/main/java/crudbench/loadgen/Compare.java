package crudbench.loadgen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * `just compare`: reads the summaries of one or more bench runs, writes compare.md and the
 * charts into the output directory, and returns the Markdown. Repeats (and runs) are
 * averaged; the spread between them is shown where there is one.
 */
final class Compare {

    private Compare() {}

    /** The newest bench run under results/: directories named by their start time sort by it. */
    static Path latest(Path results) {
        try (Stream<Path> dirs = Files.list(results)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve(BenchSummary.FILE)))
                    .max(Comparator.comparing(Path::getFileName))
                    .orElseThrow(() -> new IllegalArgumentException(
                            "no bench results under " + results + "; run `just bench` first"));
        } catch (IOException e) {
            throw new IllegalArgumentException("no results directory " + results + "; run `just bench` first");
        }
    }

    /** Renders the tables of these runs, writes compare.md and the charts into {@code out}, returns the Markdown. */
    static String render(Path out, List<Path> dirs) {
        List<BenchSummary> summaries = new ArrayList<>();
        for (Path dir : dirs) {
            try {
                summaries.add(BenchSummary.read(dir));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + dir.resolve(BenchSummary.FILE), e);
            }
        }
        Results results = Results.of(summaries);
        try {
            Files.createDirectories(out);
            List<String> charts = Charts.write(out.resolve("charts"), results);
            Path drivers = dirs.isEmpty() || dirs.getFirst().toAbsolutePath().getParent() == null
                    ? null
                    : DriverShare.latest(dirs.getFirst().toAbsolutePath().getParent())
                            .orElse(null);
            String markdown = Report.markdown(results, dirs, charts, drivers);
            Files.writeString(out.resolve("compare.md"), markdown);
            return markdown;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
