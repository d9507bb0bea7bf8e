package crudbench.loadgen;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * summary.json: everything the tables and charts need, derived from the run's raw files.
 * `just compare` reads only this file (and the run's raw data stays beside it).
 */
public record BenchSummary(String schema, String startedAt, String finishedAt, Map<String, Object> settings,
                           Map<String, Object> machine, List<VariantRun> variantRuns, List<ScenarioRow> rows,
                           List<String> flags) {

    public static final String SCHEMA = "crudbench-results/1";
    public static final String FILE = "summary.json";

    static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /**
     * One variant in one repeat: what happened before and around the load.
     *
     * @param startupMs     process start to the first healthy /health answer
     * @param artifactBytes size of what the variant ships (its jar, or Quarkus' app directory)
     * @param versions      the app's own startup line: framework, driver and pool versions
     * @param statements    what PostgreSQL received besides the suite's SQL (pg_stat_statements)
     */
    public record VariantRun(String variant, String framework, String model, int repeat, Double startupMs,
                             Long artifactBytes, String versions, List<Double> warmupThroughputs,
                             List<String> statements, boolean completed, List<String> flags) {
    }

    public void write(Path dir) throws IOException {
        JSON.writeValue(dir.resolve(FILE).toFile(), this);
    }

    public static BenchSummary read(Path dir) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no " + FILE + " in " + dir + ": not a `just bench` results directory");
        }
        BenchSummary summary = JSON.readValue(file.toFile(), BenchSummary.class);
        if (!SCHEMA.equals(summary.schema())) {
            throw new IllegalArgumentException(file + " has schema " + summary.schema() + ", expected " + SCHEMA);
        }
        return summary;
    }
}
