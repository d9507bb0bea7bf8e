package crudbench.drivers.baseline;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * drivers.json, the record of one `just drivers` run: what each driver, with no web framework
 * in front of it, costs per query, and what the database alone can do (the pgbench rows).
 * Readers (a later `just compare`) join an app's row to a driver row here by
 * {@code variants.json}'s {@code driver} and loadgen's scenario name and users. The
 * schema name changes when a field changes meaning or goes away; fields may be added.
 *
 * <pre>
 * { "schema": "crudbench-drivers/1", "startedAt": "...", "finishedAt": "...",
 *   "machine":  { "cores": 2, "memoryBytes": ..., "cpu": "...", "os": "...", "jdk": "...", "host": "...", "commit": "..." },
 *   "settings": { "profile": "quick", "users": [4, 64], ..., "parity": { "DB_POOL_SIZE": "16", ... }, ... },
 *   "clients":  { "jdbc": { "label": "pgjdbc 42.7.11, HikariCP 7.0.2", "versions": { ... }, "jdk": "..." }, ... },
 *   "rows": [ { "driver": "jdbc", "operation": "get", "users": 4, "connections": 16, "seconds": 4.0,
 *               "queries": 41234, "qps": 10308.5, "p50Ms": 0.36, "p99Ms": 0.81,
 *               "clientCpuMsPerQuery": 0.041, "postgresCpuMsPerQuery": 0.052, "errors": 0,
 *               "busyBackends": 16, "busyThreads": 4 }, ... ],
 *   "notes": [ "..." ] }
 * </pre>
 *
 * @param schema     {@value #SCHEMA}
 * @param startedAt  ISO-8601 instant the run began
 * @param finishedAt ISO-8601 instant it ended
 * @param machine    where it ran
 * @param settings   what it ran with
 * @param clients    per driver id (jdbc, r2dbc, vertx, pgbench): what ran, with versions
 * @param rows       one per driver, operation and users, measured
 * @param notes      what a reader must know: a skipped pgbench, a failed worker, queries that failed
 */
public record DriversResult(
        String schema,
        String startedAt,
        String finishedAt,
        Machine machine,
        RunSettings settings,
        Map<String, Client> clients,
        List<Row> rows,
        List<String> notes) {

    public static final String SCHEMA = "crudbench-drivers/1";
    public static final String FILE = "drivers.json";

    static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /**
     * One measured load: a driver running one operation with {@code users} users, each sending
     * its next query as soon as the last is answered.
     *
     * @param driver                jdbc, r2dbc, vertx (variants.json's driver ids), or pgbench
     * @param operation             get, list10, list100 or create (loadgen's scenario names)
     * @param users                 concurrent users; for pgbench, its clients (= connections)
     * @param connections           the pool's size, DB_POOL_SIZE
     * @param seconds               the measured window
     * @param queries               right answers in the window (a wrong answer is an error)
     * @param qps                   queries per second
     * @param p50Ms                 median latency, from the call into the driver (pool acquire included) to the decoded rows
     * @param p99Ms                 99th percentile latency
     * @param clientCpuMsPerQuery   user + system CPU of the client process (the worker JVM, or pgbench) per query, in ms;
     *                              null where /proc cannot be read
     * @param postgresCpuMsPerQuery user + system CPU of PostgreSQL (postmaster and backends) per query, in ms; null
     *                              unless the database is the embedded one on this machine
     * @param errors                failed queries and wrong answers in the window
     * @param busyBackends          distinct backends of the run that pg_stat_activity showed running a query
     *                              during the window (sampled every 200 ms): how much of the pool was used
     * @param busyThreads           the driver's work threads (JDBC: its worker threads; R2DBC and Vert.x: their
     *                              event loops) that used at least a tenth of the busiest one's CPU in the
     *                              window; null for pgbench
     */
    public record Row(
            String driver,
            String operation,
            int users,
            int connections,
            double seconds,
            long queries,
            double qps,
            Double p50Ms,
            Double p99Ms,
            Double clientCpuMsPerQuery,
            Double postgresCpuMsPerQuery,
            long errors,
            Integer busyBackends,
            Integer busyThreads) {}

    /**
     * @param label    the driver and pool as a reader knows them, e.g. "pgjdbc 42.7.11, HikariCP 7.0.2";
     *                 for pgbench, its --version line
     * @param versions artifact to version, as the worker jar was built (pgbench: its --version)
     * @param jdk      the worker JVM's runtime; null for pgbench
     * @param warmupRounds rounds of every operation the worker ran before the first load, until its JIT was done
     *                 (see settings); null for pgbench
     */
    public record Client(String label, Map<String, String> versions, String jdk, Integer warmupRounds) {}

    /** @param commit the checkout's commit, "-dirty" with local changes; null without git */
    public record Machine(int cores, Long memoryBytes, String cpu, String os, String jdk, String host, String commit) {}

    /**
     * @param parity         parity.env as it applied (environment first)
     * @param workerJvmFlags every worker JVM's flags: the apps' (APP_JAVA_OPTS and the JDK's quiet flags)
     * @param warmupUsers    concurrency of the warm-up: DB_POOL_SIZE
     * @param warmupMinRounds rounds of every operation each worker warms up, at least; it stops earlier than
     *                       warmupMaxRounds once the JIT's compiler threads use at most jitQuietShare of a round's CPU
     * @param seed           seeds every user's random ids; the same for every driver
     */
    public record RunSettings(
            String profile,
            List<Integer> users,
            List<String> operations,
            int warmupUsers,
            int warmupMinRounds,
            int warmupMaxRounds,
            double jitQuietShare,
            int warmupSeconds,
            int rampSeconds,
            int measureSeconds,
            Map<String, String> parity,
            List<String> workerJvmFlags,
            Database database,
            long seed) {}

    /** @param embedded whether it is the suite's embedded server, whose CPU the rows include */
    public record Database(String host, int port, String name, boolean embedded, String serverVersion) {}

    public void write(Path dir) throws IOException {
        JSON.writeValue(dir.resolve(FILE).toFile(), this);
    }

    public static DriversResult read(Path file) throws IOException {
        DriversResult result = JSON.readValue(Files.readAllBytes(file), DriversResult.class);
        if (!SCHEMA.equals(result.schema())) {
            throw new IllegalArgumentException(file + " has schema " + result.schema() + ", expected " + SCHEMA);
        }
        return result;
    }
}
