package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The summary.json fixtures under src/test/resources/fixtures:
 * <ul>
 * <li>{@code bench-run}: a recorded run of quarkus-jdbc and quarkus-reactive, two repeats;</li>
 * <li>{@code grid-6}: today's six variants, one repeat, get and list100 at 64 users;</li>
 * <li>{@code grid-14}: the full grid of 14 variants, three repeats, synthetic numbers (see GridTest).</li>
 * </ul>
 */
public final class Fixtures {

    public static final Path DIR = Path.of("src/test/resources/fixtures");

    private Fixtures() {}

    /** The fixture analysed, as every format reads it. */
    public static RunModel model(String name) {
        try {
            Path dir = DIR.resolve(name);
            return RunAnalysis.of(List.of(BenchSummary.read(dir)), List.of(dir.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Measurements results(String name) {
        try {
            return Aggregation.of(List.of(BenchSummary.read(DIR.resolve(name))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The trimmed cells of the first table row after {@code section} whose first cell is {@code first}. */
    public static List<String> row(String markdown, String section, String first) {
        int at = markdown.indexOf(section);
        if (at < 0) {
            throw new AssertionError("no section '" + section + "' in:\n" + markdown);
        }
        String line = markdown.substring(at)
                .lines()
                .filter(l -> l.startsWith("| " + first + " "))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no row '" + first + "' after '" + section + "'"));
        return Arrays.stream(line.substring(1, line.length() - 1).split("(?<!\\\\)\\|"))
                .map(String::strip)
                .toList();
    }

    /** The text between {@code section} and the next heading of the same or a higher level. */
    public static String section(String markdown, String heading) {
        int at = markdown.indexOf(heading);
        if (at < 0) {
            throw new AssertionError("no section '" + heading + "'");
        }
        String level = heading.substring(0, heading.indexOf(' ') + 1);
        String rest = markdown.substring(at + heading.length());
        int end = rest.indexOf("\n" + level);
        int higher = level.length() > 3 ? rest.indexOf("\n" + level.substring(1)) : -1;
        int stop = end < 0 ? rest.length() : end;
        if (higher >= 0 && higher < stop) {
            stop = higher;
        }
        return heading + rest.substring(0, stop);
    }
}
