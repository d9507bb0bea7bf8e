package crudbench.loadgen.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import crudbench.harness.proc.MachineFacts;
import crudbench.harness.registry.Variant;
import crudbench.loadgen.plan.VariantSetup;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * summary.json: everything the tables and charts need, derived from the run's raw files.
 * `just compare` reads only this file (and the run's raw data stays beside it).
 *
 * <p>Schema 3 groups what schema 2 held flat (the rows' identity, traffic, latency and usage; the
 * settings' layout, apps and load generator; the profile's rounds, warm-up and load models); a
 * schema 2 file is read by regrouping it ({@link SchemaUpgrade}). Absent parts of older files are
 * null or empty.
 *
 * @param times    when the run started and finished
 * @param settings what it was configured with
 * @param machine  what it ran on
 * @param measured what the apps did
 * @param around   what surrounded the apps: PostgreSQL's ceiling and transactions, how far away it was, the
 *                 relay, and the machine's speed
 * @param length   how long the run went on and why it stopped
 * @param effects  the grid's effects with their intervals, as the run's last estimate had them
 */
public record BenchSummary(
        String schema,
        RunTimes times,
        RunSettings settings,
        MachineFacts machine,
        Measured measured,
        Surroundings around,
        RunLength length,
        List<Effect> effects) {

    /** ISO-8601 instants. */
    public record RunTimes(String startedAt, String finishedAt) {}

    /**
     * @param variantRuns each app: its start, warm-up and what it sent PostgreSQL besides the suite's SQL
     * @param rows        one per app, round, load point and scenario
     * @param flags       everything that went wrong, each naming where
     * @param idle        the CPU of the apps that waited while another was measured
     */
    public record Measured(
            List<VariantRun> variantRuns, List<ScenarioRow> rows, List<Flag> flags, List<IdleSample> idle) {

        public Measured {
            variantRuns = variantRuns == null ? List.of() : List.copyOf(variantRuns);
            rows = rows == null ? List.of() : List.copyOf(rows);
            flags = flags == null ? List.of() : List.copyOf(flags);
            idle = idle == null ? List.of() : List.copyOf(idle);
        }

        public static Measured of(List<VariantRun> variantRuns, List<ScenarioRow> rows) {
            return new Measured(variantRuns, rows, List.of(), List.of());
        }

        public Measured withRows(List<ScenarioRow> replaced) {
            return new Measured(variantRuns, replaced, flags, idle);
        }
    }

    /**
     * @param ceilings     pgbench's ceiling beside each round
     * @param transactions PostgreSQL's committed transactions against the requests answered
     * @param roundTrip    the round trip to the database as measured; null: not measured
     * @param relay        the CPU of the relay that put it a round trip away
     * @param speed        the machine's speed before each round
     */
    public record Surroundings(
            List<CeilingRow> ceilings,
            TransactionCheck transactions,
            RoundTrip roundTrip,
            List<RelaySample> relay,
            List<SpeedSample> speed) {

        public static final Surroundings NONE = new Surroundings(List.of(), null, null, List.of(), List.of());

        public Surroundings {
            ceilings = ceilings == null ? List.of() : List.copyOf(ceilings);
            relay = relay == null ? List.of() : List.copyOf(relay);
            speed = speed == null ? List.of() : List.copyOf(speed);
        }

        public Surroundings withRoundTrip(RoundTrip measured) {
            return new Surroundings(ceilings, transactions, measured, relay, speed);
        }
    }

    public BenchSummary {
        measured = measured == null ? Measured.of(List.of(), List.of()) : measured;
        around = around == null ? Surroundings.NONE : around;
        effects = effects == null ? List.of() : List.copyOf(effects);
    }

    public static final String SCHEMA = "crudbench-results/3";
    public static final String FILE = "summary.json";

    public static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** A run of these measurements alone, with nothing else recorded: for analyses of rows from elsewhere. */
    public static BenchSummary of(Measured measured) {
        return new BenchSummary(SCHEMA, null, null, null, measured, null, null, null);
    }

    /**
     * The same run with only these sessions' apps and rows (variant ids, or labels with their settings after an
     * `@`), and no effects: for comparing two runs over what both measured, each effect estimated again.
     */
    public BenchSummary only(java.util.Set<String> sessions) {
        Measured kept = new Measured(
                measured.variantRuns().stream()
                        .filter(r -> sessions.contains(r.variant()))
                        .toList(),
                measured.rows().stream()
                        .filter(r -> sessions.contains(r.variant()))
                        .toList(),
                measured.flags(),
                measured.idle());
        return new BenchSummary(schema, times, settings, machine, kept, around, length, List.of());
    }

    /** The machine as runs are told apart by: "2 cores, AMD EPYC"; "an unrecorded machine" where it has none. */
    public String machineName() {
        return machine == null
                ? "an unrecorded machine"
                : machine.cores() + " cores, " + java.util.Objects.toString(machine.cpu(), "?");
    }

    /** Null where the run recorded no times. */
    public String startedAt() {
        return times == null ? null : times.startedAt();
    }

    public String finishedAt() {
        return times == null ? null : times.finishedAt();
    }

    /** The rounds the run measured: as its length records them, else as many as its rows name. */
    public int roundsRun() {
        if (length != null) {
            return length.rounds();
        }
        return (int) rows().stream().mapToInt(ScenarioRow::repeat).distinct().count();
    }

    /**
     * The rounds each epoch measured, in epoch order: [4, 4, 4], or [2, 2, 3] where a later epoch took the rounds of
     * the plan the run chose after the one before.
     */
    public List<Integer> roundsPerEpoch() {
        return rows().stream()
                .collect(Collectors.groupingBy(
                        ScenarioRow::epoch, TreeMap::new, Collectors.mapping(ScenarioRow::repeat, Collectors.toSet())))
                .values()
                .stream()
                .map(Set::size)
                .toList();
    }

    /** The registry's variants the run recorded in its settings; empty for a run from before they were. */
    public List<Variant> recordedVariants() {
        return settings == null || settings.apps() == null || settings.apps().variants() == null
                ? List.of()
                : settings.apps().variants();
    }

    /** The parity settings the run's apps ran with (parity.env and its environment overrides); empty for an old run. */
    public Map<String, String> recordedParity() {
        return settings == null || settings.apps() == null || settings.apps().parity() == null
                ? Map.of()
                : settings.apps().parity();
    }

    /** The sessions the run laid out (a variant, or a variant with settings after an `@`); empty for an old run. */
    public List<VariantSetup> sessions() {
        return settings == null
                        || settings.layout() == null
                        || settings.layout().sessions() == null
                ? List.of()
                : settings.layout().sessions();
    }

    public List<ScenarioRow> rows() {
        return measured.rows();
    }

    public List<Flag> flags() {
        return measured.flags();
    }

    public BenchSummary withMeasured(Measured replaced) {
        return new BenchSummary(schema, times, settings, machine, replaced, around, length, effects);
    }

    public BenchSummary withSurroundings(Surroundings replaced) {
        return new BenchSummary(schema, times, settings, machine, measured, replaced, length, effects);
    }

    public BenchSummary withLength(RunLength replaced) {
        return new BenchSummary(schema, times, settings, machine, measured, around, replaced, effects);
    }

    /** Writes summary.json whole or not at all: to a temporary file beside it, then renamed over it. */
    public void write(Path dir) throws IOException {
        Path temporary = Files.createTempFile(dir, FILE, ".tmp");
        try {
            JSON.writeValue(temporary.toFile(), this);
            Files.move(
                    temporary, dir.resolve(FILE), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    public static BenchSummary read(Path dir) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no " + FILE + " in " + dir + ": not a `just bench` results directory");
        }
        JsonNode tree = JSON.readTree(file.toFile());
        String schema = tree.path("schema").asText();
        if (SchemaUpgrade.FROM.equals(schema)) {
            tree = SchemaUpgrade.upgrade(tree);
        } else if (!SCHEMA.equals(schema)) {
            throw new IllegalArgumentException(file + " has schema " + schema + ", expected " + SCHEMA
                    + ": an older loadgen wrote it; compare it with the loadgen of the commit in its settings");
        }
        return JSON.treeToValue(tree, BenchSummary.class);
    }
}
