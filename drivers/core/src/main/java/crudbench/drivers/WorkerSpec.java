package crudbench.drivers;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * What a worker JVM is told, through its environment as the apps are: the parity settings
 * under the names parity.env gives them, the DB_* connection variables, and the suite's
 * statements, which the baseline reads from db/queries.sql and passes on as text.
 *
 * @param poolSize           DB_POOL_SIZE: connections, fixed where the pool has a minimum
 * @param statementCacheSize DB_STATEMENT_CACHE_SIZE: prepared statements cached per connection
 * @param pipeliningLimit    DB_PIPELINING_LIMIT: Vert.x pipelining, 1 = off
 * @param ioThreads          IO_THREADS: event loops of the reactive drivers
 * @param workerThreads      WORKER_THREADS: the most threads that run JDBC calls
 * @param acquireTimeoutMs   DB_ACQUIRE_TIMEOUT_MS: the longest wait for a connection, and for a connect
 * @param seedUsers          SEED_USERS: rows after a reset, ids 1..seedUsers
 * @param seed               DRIVERS_SEED: seeds every user's random ids, the same for every driver
 * @param statements         db/queries.sql's statements by operation (get, list, create), with $n placeholders
 */
public record WorkerSpec(
        String host,
        int port,
        String database,
        String user,
        String password,
        int poolSize,
        int statementCacheSize,
        int pipeliningLimit,
        int ioThreads,
        int workerThreads,
        int acquireTimeoutMs,
        int seedUsers,
        long seed,
        Map<String, String> statements) {

    /** application_name of every worker connection (and pgbench's): what pg_stat_activity is filtered by. */
    public static final String APPLICATION_NAME = "crudbench-drivers";

    private static final String SQL_PREFIX = "DRIVERS_SQL_";

    public WorkerSpec {
        statements = Map.copyOf(statements);
        for (Operation op : Operation.values()) {
            if (!statements.containsKey(op.statement())) {
                throw new IllegalArgumentException("no statement for " + op.statement() + " (" + SQL_PREFIX
                        + op.statement().toUpperCase() + ")");
            }
        }
    }

    /** The statement an operation runs, with $n placeholders. */
    public String sql(Operation operation) {
        return statements.get(operation.statement());
    }

    public static WorkerSpec fromEnv(Map<String, String> env) {
        Map<String, String> statements = new LinkedHashMap<>();
        env.forEach((key, value) -> {
            if (key.startsWith(SQL_PREFIX)) {
                statements.put(key.substring(SQL_PREFIX.length()).toLowerCase(), value);
            }
        });
        return new WorkerSpec(
                required(env, "DB_HOST"),
                integer(env, "DB_PORT"),
                required(env, "DB_NAME"),
                required(env, "DB_USER"),
                required(env, "DB_PASSWORD"),
                integer(env, "DB_POOL_SIZE"),
                integer(env, "DB_STATEMENT_CACHE_SIZE"),
                integer(env, "DB_PIPELINING_LIMIT"),
                integer(env, "IO_THREADS"),
                integer(env, "WORKER_THREADS"),
                integer(env, "DB_ACQUIRE_TIMEOUT_MS"),
                integer(env, "SEED_USERS"),
                Long.parseLong(required(env, "DRIVERS_SEED")),
                statements);
    }

    /** The environment {@link #fromEnv} reads back. */
    public Map<String, String> toEnv() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("DB_HOST", host);
        env.put("DB_PORT", Integer.toString(port));
        env.put("DB_NAME", database);
        env.put("DB_USER", user);
        env.put("DB_PASSWORD", password);
        env.put("DB_POOL_SIZE", Integer.toString(poolSize));
        env.put("DB_STATEMENT_CACHE_SIZE", Integer.toString(statementCacheSize));
        env.put("DB_PIPELINING_LIMIT", Integer.toString(pipeliningLimit));
        env.put("IO_THREADS", Integer.toString(ioThreads));
        env.put("WORKER_THREADS", Integer.toString(workerThreads));
        env.put("DB_ACQUIRE_TIMEOUT_MS", Integer.toString(acquireTimeoutMs));
        env.put("SEED_USERS", Integer.toString(seedUsers));
        env.put("DRIVERS_SEED", Long.toString(seed));
        new TreeMap<>(statements).forEach((op, sql) -> env.put(SQL_PREFIX + op.toUpperCase(), sql));
        return env;
    }

    /** The versions a worker jar was built with: the version.* entries of its driver.properties. */
    public static Map<String, String> versions(Class<?> driver) {
        Properties p = driverProperties(driver);
        Map<String, String> versions = new TreeMap<>();
        p.stringPropertyNames().stream()
                .filter(k -> k.startsWith("version."))
                .forEach(k -> versions.put(k.substring("version.".length()), p.getProperty(k)));
        return versions;
    }

    /** The worker's driver and pool as a reader knows them, e.g. "pgjdbc 42.7.11, HikariCP 7.0.2". */
    public static String client(Class<?> driver) {
        return driverProperties(driver).getProperty("client", driver.getSimpleName());
    }

    private static Properties driverProperties(Class<?> driver) {
        Properties p = new Properties();
        try (InputStream in = driver.getResourceAsStream("/driver.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    private static String required(Map<String, String> env, String key) {
        String value = env.get(key);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("the worker needs " + key + " in its environment");
        }
        return value;
    }

    private static int integer(Map<String, String> env, String key) {
        String value = required(env, key);
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be an integer, got '" + value + "'", e);
        }
    }

    /** Without the password, which must not reach a log. */
    @Override
    public String toString() {
        return "WorkerSpec[" + user + "@" + host + ":" + port + "/" + database + ", pool " + poolSize + ", cache "
                + statementCacheSize + ", pipelining " + pipeliningLimit + ", io " + ioThreads + ", workers "
                + workerThreads + ", acquire " + acquireTimeoutMs + " ms]";
    }
}
