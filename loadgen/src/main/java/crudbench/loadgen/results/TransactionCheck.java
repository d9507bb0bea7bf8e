package crudbench.loadgen.results;

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
public record TransactionCheck(long committed, long answered) {

    /** How far apart the two may be, as a share of the requests, before the run is flagged. */
    public static final double TOLERANCE = 0.02;

    public double perRequest() {
        return answered == 0 ? 0 : (double) committed / answered;
    }

    public boolean agree() {
        return Math.abs(perRequest() - 1) <= TOLERANCE;
    }
}
