package crudbench.harness.checkout;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Where every command of the suite leaves a run: {@code results/<kind>-<yyyyMMdd-HHmmss>/} in
 * the checkout (bench, compare, hyperfoil, crosscheck, findings, stress, drivers). The time in
 * the name sorts runs by when they started.
 */
public final class RunDirectories {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
    private static final Pattern STAMPED = Pattern.compile("(\\d{8}-\\d{6})$");

    private RunDirectories() {}

    /** A new run's directory, named by the time now; not created yet. */
    public static Path next(Repo repo, String kind) {
        return repo.resolve("results").resolve(kind + "-" + LocalDateTime.now().format(STAMP));
    }

    /**
     * The run under {@code results} that started last among those that hold {@code file}, by the
     * time in their names (a directory named by a time alone, as older bench runs were, counts too).
     */
    public static Optional<Path> latest(Path results, String file) {
        try (Stream<Path> dirs = Files.list(results)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve(file)))
                    .filter(d -> stamp(d) != null)
                    .max(Comparator.comparing(RunDirectories::stamp));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static String stamp(Path dir) {
        Matcher m = STAMPED.matcher(dir.getFileName().toString());
        return m.find() ? m.group(1) : null;
    }
}
