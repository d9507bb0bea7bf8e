package crudbench.loadgen.stress;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The raw results of results/stress-&lt;timestamp&gt;/, as the measuring run writes them and
 * every later step reads them: stress.json (schema, settings, plan, machine, the variants), logs/
 * with every app's output, and per variant its raw data: capacity.json, overload.json, soak.json,
 * outage.json and silent.json, each with the per-second series, and not-run.json naming the
 * experiments that did not run and why. The judge's verdicts.json and the report's tables, charts
 * and page go beside them, written by those steps.
 */
public record StressResults(Path root) {

    /** What the page and a reader find in stress.json (see {@link Stress.Summary}). */
    public static final String SUMMARY = "stress.json";

    static final String NOT_RUN = "not-run.json";

    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    Path variantDir(String variant) {
        return root.resolve(variant);
    }

    Path log(String variant, String suffix) {
        return root.resolve("logs").resolve(variant + suffix + ".log");
    }

    void writeSummary(Stress.Summary summary) {
        write(root.resolve(SUMMARY), summary);
    }

    void writeCapacity(String variant, CapacityResult capacity) {
        write(variant, StressExperiment.CAPACITY, capacity);
    }

    void writeOverload(String variant, OverloadResult overload) {
        write(variant, StressExperiment.OVERLOAD, overload);
    }

    void writeSoak(String variant, SoakResult soak) {
        write(variant, StressExperiment.SOAK, soak);
    }

    void writeOutage(String variant, OutageResult outage) {
        write(variant, outage.facts().fault().experiment(), outage);
    }

    /** Only when some experiment did not run: a variant that ran them all has no not-run.json. */
    void writeNotRun(String variant, List<NotRun> notRun) {
        if (!notRun.isEmpty()) {
            write(variantDir(variant).resolve(NOT_RUN), notRun);
        }
    }

    private void write(String variant, StressExperiment experiment, Object data) {
        write(variantDir(variant).resolve(experiment.id() + ".json"), data);
    }

    private static void write(Path file, Object data) {
        try {
            Files.createDirectories(file.getParent());
            JSON.writeValue(file.toFile(), data);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /**
     * The run as its files hold it: stress.json, and for each variant it names, each experiment's
     * file where there is one and not-run.json's reasons where there are any.
     */
    public StressRun read() {
        Path file = root.resolve(SUMMARY);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(
                    "no " + SUMMARY + " in " + root + ": not a `just stress` results directory");
        }
        try {
            String schema = JSON.readTree(file.toFile()).path("schema").asText();
            if (!Stress.SCHEMA.equals(schema)) {
                throw new IllegalArgumentException(file + " has schema " + schema + ", expected " + Stress.SCHEMA
                        + ": an older loadgen wrote it; read it with the loadgen of the commit it names");
            }
            Stress.Summary summary = JSON.readValue(file.toFile(), Stress.Summary.class);
            List<VariantResults> variants = new ArrayList<>();
            for (String variant : summary.variants()) {
                variants.add(new VariantResults(
                        variant,
                        read(variant, StressExperiment.CAPACITY, CapacityResult.class),
                        read(variant, StressExperiment.OVERLOAD, OverloadResult.class),
                        read(variant, StressExperiment.SOAK, SoakResult.class),
                        read(variant, StressExperiment.OUTAGE, OutageResult.class),
                        read(variant, StressExperiment.SILENT, OutageResult.class),
                        notRun(variant)));
            }
            return new StressRun(summary, variants);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the stress run in " + root, e);
        }
    }

    /** The experiment's file; null when it did not run. */
    private <T> T read(String variant, StressExperiment experiment, Class<T> type) throws IOException {
        Path file = variantDir(variant).resolve(experiment.id() + ".json");
        return Files.isRegularFile(file) ? JSON.readValue(file.toFile(), type) : null;
    }

    private List<NotRun> notRun(String variant) throws IOException {
        Path file = variantDir(variant).resolve(NOT_RUN);
        return Files.isRegularFile(file)
                ? JSON.readValue(file.toFile(), new TypeReference<List<NotRun>>() {})
                : List.of();
    }
}
