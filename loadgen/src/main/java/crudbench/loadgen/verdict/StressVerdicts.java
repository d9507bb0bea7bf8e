package crudbench.loadgen.verdict;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * verdicts.json, beside the run's stress.json: the limits the run was judged by, and every
 * verdict with each rule and what was seen, in variant and experiment order. The judge writes
 * it; the table, the page and the exit code read it.
 */
public record StressVerdicts(String schema, Limits limits, List<Verdict> verdicts) {

    public static final String SCHEMA = "crudbench-stress-verdicts/1";
    public static final String FILE = "verdicts.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public StressVerdicts {
        verdicts = List.copyOf(verdicts);
    }

    static StressVerdicts of(Limits limits, List<Verdict> verdicts) {
        return new StressVerdicts(SCHEMA, limits, verdicts);
    }

    /** Every verdict passed: what the command's exit code says. */
    public boolean allPassed() {
        return verdicts.stream().allMatch(Verdict::passed);
    }

    /**
     * The variants with a verdict that failed for a known upstream cause, in the run's order: `just stress --ci`
     * measures them once more ({@link #passedWith}).
     */
    public List<String> failedForKnownCauses() {
        return verdicts.stream()
                .filter(Verdict::failedForKnownCause)
                .map(Verdict::variant)
                .distinct()
                .toList();
    }

    /**
     * Every verdict passed, or each one that did not failed for a known upstream cause and passed when its variant was
     * measured again: an intermittent upstream failure is told apart from one that fails every time. A verdict that
     * failed for any other reason, or was skipped, fails whatever the second measurement says.
     *
     * @param again the verdicts of the second measurement of {@link #failedForKnownCauses()}'s variants
     */
    public boolean passedWith(StressVerdicts again) {
        return verdicts.stream()
                .filter(v -> !v.passed())
                .allMatch(v -> v.failedForKnownCause()
                        && again.verdicts().stream()
                                .anyMatch(w -> w.variant().equals(v.variant())
                                        && w.experiment() == v.experiment()
                                        && w.passed()));
    }

    public Path write(Path dir) {
        Path file = dir.resolve(FILE);
        try {
            Files.createDirectories(dir);
            JSON.writeValue(file.toFile(), this);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    public static StressVerdicts read(Path dir) {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no " + FILE + " in " + dir + ": the run was not judged");
        }
        try {
            String schema = JSON.readTree(file.toFile()).path("schema").asText();
            if (!SCHEMA.equals(schema)) {
                throw new IllegalArgumentException(file + " has schema " + schema + ", expected " + SCHEMA);
            }
            return JSON.readValue(file.toFile(), StressVerdicts.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
