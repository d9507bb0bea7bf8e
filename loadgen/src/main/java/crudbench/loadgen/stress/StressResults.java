package crudbench.loadgen.stress;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * results/stress-&lt;timestamp&gt;/: stress.json (settings, machine, verdicts), table.txt and
 * table.md, the charts, logs/ with every app's output, and per variant its raw data:
 * capacity.json, overload.json, soak.json, outage.json and silent.json, each with the per-second series.
 */
public record StressResults(Path root) {

    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    Path variantDir(String variant) {
        return root.resolve(variant);
    }

    Path log(String variant, String suffix) {
        return root.resolve("logs").resolve(variant + suffix + ".log");
    }

    Path charts() {
        return root.resolve("charts");
    }

    /** What the page and a reader find in stress.json (see {@link Stress.Summary}). */
    public static final String SUMMARY = "stress.json";

    void writeSummary(Stress.Summary summary) {
        write(root.resolve(SUMMARY), summary);
    }

    void writeCapacity(String variant, CapacityResult capacity) {
        write(variant, StressExperiment.CAPACITY, capacity);
    }

    void writeOverload(String variant, OverloadFacts facts, List<Second> seconds) {
        write(variant, StressExperiment.OVERLOAD, Map.of("facts", facts, "seconds", seconds));
    }

    void writeSoak(String variant, SoakFacts facts, List<Second> seconds, List<RssSample> rss) {
        write(variant, StressExperiment.SOAK, Map.of("facts", facts, "seconds", seconds, "rss", rss));
    }

    void writeOutage(
            StressExperiment experiment, String variant, OutageFacts facts, List<Second> seconds, List<Probe> probes) {
        write(variant, experiment, Map.of("facts", facts, "seconds", seconds, "probes", probes));
    }

    private void write(String variant, StressExperiment experiment, Object data) {
        write(variantDir(variant).resolve(experiment.id() + ".json"), data);
    }

    void write(Path file, Object data) {
        try {
            Files.createDirectories(file.getParent());
            JSON.writeValue(file.toFile(), data);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    void writeText(String name, String text) {
        try {
            Files.createDirectories(root);
            Files.writeString(root.resolve(name), text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + name, e);
        }
    }
}
