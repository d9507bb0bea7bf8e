package crudbench.loadgen.results;

/**
 * The database's own ceiling in one round: pgbench sending one scenario's statement, prepared,
 * over as many connections as an app's pool can use at that concurrency, each sending its next
 * query as soon as the last is answered. No JVM, no HTTP: what PostgreSQL itself serves here.
 *
 * @param users       the closed-model concurrency it stands beside
 * @param connections min(users, DB_POOL_SIZE)
 * @param pgCpuMsPerQuery PostgreSQL's CPU per query; null where it cannot be read
 */
public record CeilingRow(
        int round,
        int users,
        int connections,
        String scenario,
        double queriesPerSecond,
        Double pgCpuMsPerQuery,
        long errors) {}
