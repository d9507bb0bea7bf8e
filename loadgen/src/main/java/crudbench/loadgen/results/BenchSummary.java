package crudbench.loadgen.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import crudbench.harness.MachineFacts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * summary.json: everything the tables and charts need, derived from the run's raw files.
 * `just compare` reads only this file (and the run's raw data stays beside it).
 *
 * <p>Schema 2: every variant run carries the variant's axes (framework, web stack, threads,
 * driver, data-access column, cross-stack); flags are records naming variant, repeat, load
 * point, phase, metric and kind; settings and machine facts are typed. Later additions, absent
 * from older files: the design and sessions in the settings, the database's ceiling per round,
 * the idle apps' CPU per slice, the transactions check, how long the run went on and why it
 * stopped, the grid's effects with their intervals, the round trip to the database as measured,
 * and the CPU of the relay that put it a round trip away.
 */
public record BenchSummary(
        String schema,
        String startedAt,
        String finishedAt,
        RunSettings settings,
        MachineFacts machine,
        List<VariantRun> variantRuns,
        List<ScenarioRow> rows,
        List<Flag> flags,
        List<CeilingRow> ceilings,
        List<IdleSample> idle,
        TransactionCheck transactions,
        RunLength length,
        List<Effect> effects,
        RoundTrip roundTrip,
        List<RelaySample> relay) {

    public BenchSummary {
        ceilings = ceilings == null ? List.of() : List.copyOf(ceilings);
        idle = idle == null ? List.of() : List.copyOf(idle);
        effects = effects == null ? List.of() : List.copyOf(effects);
        relay = relay == null ? List.of() : List.copyOf(relay);
    }

    public static final String SCHEMA = "crudbench-results/2";
    public static final String FILE = "summary.json";

    public static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public void write(Path dir) throws IOException {
        JSON.writeValue(dir.resolve(FILE).toFile(), this);
    }

    public static BenchSummary read(Path dir) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no " + FILE + " in " + dir + ": not a `just bench` results directory");
        }
        String schema = JSON.readTree(file.toFile()).path("schema").asText();
        if (!SCHEMA.equals(schema)) {
            throw new IllegalArgumentException(file + " has schema " + schema + ", expected " + SCHEMA
                    + ": an older loadgen wrote it; compare it with the loadgen of the commit in its settings");
        }
        return JSON.readValue(file.toFile(), BenchSummary.class);
    }
}
