package crudbench.loadgen;

/**
 * PostgreSQL's committed transactions over a whole bench run against the requests it answered.
 * Every request the benchmark files send runs one statement in its own transaction, so the two
 * agree, give or take the harness's own resets and statistics reads. More transactions than
 * requests is work nobody asked for (a health check, a keep-alive query); fewer, requests that
 * never reached the database.
 *
 * @param committed pg_stat_database.xact_commit's growth, read after every app had stopped
 * @param answered  responses to every request sent (warm-ups, slices, checks) plus pgbench's queries
 */
public record Transactions(long committed, long answered) {

    /** How far apart the two may be, as a share of the requests, before the run is flagged. */
    static final double TOLERANCE = 0.02;

    double perRequest() {
        return answered == 0 ? 0 : (double) committed / answered;
    }

    boolean agree() {
        return Math.abs(perRequest() - 1) <= TOLERANCE;
    }
}
