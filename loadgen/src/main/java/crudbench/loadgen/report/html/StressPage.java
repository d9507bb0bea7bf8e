package crudbench.loadgen.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variant;
import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.stress.Stress;
import crudbench.loadgen.stress.StressResults;
import crudbench.loadgen.verdict.StressVerdicts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * report.html of a `just stress` run, beside its stress.json: the verdicts first (variants ×
 * experiments), then capacity and its search, the overload, the outage and the silent database second by second, and
 * the soak's memory and latency.
 *
 * <p>It reads the run's raw files as a reader would, as JSON trees, and the judge's verdicts.json
 * as the verdict package's model, and hands them to stress.js as they are, with each variant's
 * column and colour from the registry added: the page shows the run's own numbers and verdicts,
 * not a second derivation of them. The /health probes are left out: the outage's verdict already
 * counts them, and they are the largest part of the files.
 */
public final class StressPage {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> EXPERIMENTS = List.of("capacity", "overload", "soak", "outage", "silent");

    /** What stress.js draws: stress.json, verdicts.json, and per variant its experiments' files. */
    record StressData(
            String kind,
            String title,
            String dir,
            JsonNode run,
            StressVerdicts judged,
            List<VariantInfo> variants,
            Map<String, Map<String, JsonNode>> experiments) {}

    /** A variant's place in the grid, for its colour; column is null for an id the registry no longer has. */
    record VariantInfo(String id, String framework, String column, String header, String colour) {}

    private StressPage() {}

    /**
     * Writes {@code dir/report.html} from the run's files and its verdicts, and returns its path.
     *
     * @param registry the registry's variants, whose axes give each variant its column's colour
     */
    public static Path write(Path dir, List<Variant> registry) {
        JsonNode run = read(dir.resolve(StressResults.SUMMARY))
                .orElseThrow(() -> new IllegalArgumentException(
                        "no " + StressResults.SUMMARY + " in " + dir + ": not a `just stress` results directory"));
        if (!Stress.SCHEMA.equals(run.path("schema").asText())) {
            throw new IllegalArgumentException(dir.resolve(StressResults.SUMMARY) + " has schema "
                    + run.path("schema").asText() + ", expected " + Stress.SCHEMA);
        }
        StressVerdicts judged = StressVerdicts.read(dir);
        List<VariantInfo> variants = new ArrayList<>();
        Map<String, Map<String, JsonNode>> experiments = new LinkedHashMap<>();
        for (JsonNode node : run.path("variants")) {
            String id = node.asText();
            variants.add(info(id, registry));
            Map<String, JsonNode> files = new LinkedHashMap<>();
            for (String experiment : EXPERIMENTS) {
                read(dir.resolve(id).resolve(experiment + ".json")).ifPresent(tree -> {
                    if (tree instanceof ObjectNode object) {
                        object.remove("probes");
                    }
                    files.put(experiment, tree);
                });
            }
            experiments.put(id, files);
        }
        String title = "crudbench stress: " + dir.toAbsolutePath().normalize().getFileName();
        return HtmlPage.write(
                dir,
                title,
                "stress.js",
                new StressData("stress", title, Repo.nameOf(dir), run, judged, variants, experiments));
    }

    private static VariantInfo info(String id, List<Variant> registry) {
        return registry.stream()
                .filter(v -> v.id().equals(id))
                .findFirst()
                .map(v -> {
                    AccessColumn column = AccessColumn.of(VariantAxes.of(v));
                    return new VariantInfo(id, v.framework(), column.id(), column.header(), column.hex());
                })
                .orElse(new VariantInfo(id, null, null, null, null));
    }

    /** The file's tree; empty when the experiment did not run (a variant that did not start has none). */
    private static Optional<JsonNode> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.readTree(file.toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
