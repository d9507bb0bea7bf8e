package crudbench.loadgen.profile;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/**
 * CPU samples as async-profiler writes them collapsed: one line per distinct stack, its frames from the root to the
 * leaf separated by {@code ;}, then a space and how many samples it had.
 *
 * @param counts each distinct stack and its samples
 */
public record Stacks(Map<String, Long> counts) {

    public Stacks {
        counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    public static final Stacks NONE = new Stacks(Map.of());

    /** A collapsed file, gzipped when its name ends in .gz. */
    public static Stacks read(Path file) throws IOException {
        try (InputStream raw = Files.newInputStream(file);
                InputStream in = file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw;
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            Map<String, Long> counts = new LinkedHashMap<>();
            String line;
            while ((line = reader.readLine()) != null) {
                int space = line.lastIndexOf(' ');
                if (space <= 0) {
                    continue;
                }
                try {
                    long n = Long.parseLong(line.substring(space + 1).strip());
                    counts.merge(line.substring(0, space), n, Long::sum);
                } catch (NumberFormatException e) {
                    throw new IOException(file + ": not a collapsed stack: " + line, e);
                }
            }
            return new Stacks(counts);
        }
    }

    public long total() {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }

    /** The samples of both, as one profile (the rounds of one app and scenario). */
    public Stacks plus(Stacks other) {
        Map<String, Long> sum = new LinkedHashMap<>(counts);
        other.counts.forEach((stack, n) -> sum.merge(stack, n, Long::sum));
        return new Stacks(sum);
    }

    /** The share of the samples whose stack has a frame containing {@code text}. */
    public double shareWith(String text) {
        long total = total();
        if (total == 0) {
            return 0;
        }
        long with = counts.entrySet().stream()
                .filter(e -> e.getKey().contains(text))
                .mapToLong(Map.Entry::getValue)
                .sum();
        return (double) with / total;
    }
}
