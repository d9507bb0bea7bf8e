package crudbench.loadgen.stress;

import crudbench.harness.Variant;

/**
 * What the verdicts demand. The defaults are the issue's; each is an option of `just stress`.
 *
 * @param p99LimitMs       the capacity: the highest rate whose p99 stays under this
 * @param acquireTimeoutMs DB_ACQUIRE_TIMEOUT_MS from parity.env: how long an app may wait for a connection before its 503
 * @param queryTimeoutMs   DB_QUERY_TIMEOUT_S from parity.env, in ms: the deadline on a database call, which a silent
 *                         database runs out
 * @param answerMarginMs   what an answer may take beyond DB_ACQUIRE_TIMEOUT_MS under overload and in the outage, and
 *                         beyond both timeouts while the database is silent
 * @param recoverySeconds  after the overload, the sustainable rate's throughput; after the outage and the silence,
 *                         the first 2xx: within this
 * @param recoveryShare    throughput has returned in the first second whose requests got this share of the rate as 2xx
 * @param rssGrowth        the soak's resident memory may grow by less than this share from its second tenth to its last
 * @param p99Growth        the soak's p99 in its last tenth may exceed the one in its second tenth by this share...
 * @param p99SlackMs       ...plus this, so that a p99 of 2 ms does not fail on 0.5 ms of noise
 * @param queues           the stack sheds load by queueing (see {@link #forStack})
 */
public record Limits(
        double p99LimitMs,
        int acquireTimeoutMs,
        int queryTimeoutMs,
        int answerMarginMs,
        double recoverySeconds,
        double recoveryShare,
        double rssGrowth,
        double p99Growth,
        double p99SlackMs,
        boolean queues) {

    public static Limits standard(int acquireTimeoutMs, int queryTimeoutMs) {
        return new Limits(50, acquireTimeoutMs, queryTimeoutMs, 1000, 5, 0.95, 0.10, 0.20, 2, false);
    }

    /**
     * The soak of CI lasts seconds: its tenths are too short for one p99 to say anything about
     * another's on a shared machine (7.8 ms then 38 ms was seen), so CI checks only that the
     * soak's p99 does not explode (10x); the full run holds it to 20%.
     */
    public static Limits ci(int acquireTimeoutMs, int queryTimeoutMs) {
        return new Limits(50, acquireTimeoutMs, queryTimeoutMs, 1000, 5, 0.95, 0.10, 10.0, 2, false);
    }

    /** The longest any answer may take under overload and in the outage. */
    public double answerLimitMs() {
        return acquireTimeoutMs + answerMarginMs;
    }

    /**
     * The longest any answer may take while the database is silent: a JDBC variant waits up to
     * DB_ACQUIRE_TIMEOUT_MS for a connection, then up to DB_QUERY_TIMEOUT_S for the server
     * (pgjdbc's socketTimeout), and the R2DBC and Vert.x variants end the whole call at the
     * latter; plus the margin. A stack that queues answers late only at the hang limit, as in the
     * outage.
     */
    public double silentAnswerLimitMs() {
        return queues ? answerLimitMs() : acquireTimeoutMs + queryTimeoutMs + answerMarginMs;
    }

    /**
     * The limits for one variant's stack. A fixed pool of worker threads (JDBC on platform
     * threads: WORKER_THREADS) sheds load by queueing: while the database is away each worker
     * waits DB_ACQUIRE_TIMEOUT_MS per request, so requests wait in the pool's queue, and under
     * overload the queue is where the excess waits. Its answers still come, as 2xx or 503
     * problems; for it, an answer is late only at the hang limit, and while the database is
     * away or silent it may answer nothing at all (requests and /health probes wait in the queue), as
     * long as what it does answer then is a 503. docs/stress.md says so.
     */
    Limits forStack(Variant variant, int hangSeconds) {
        if (!Variant.PLATFORM.equals(variant.threads())) {
            return this;
        }
        return new Limits(
                p99LimitMs,
                acquireTimeoutMs,
                queryTimeoutMs,
                Math.max(answerMarginMs, hangSeconds * 1000 - acquireTimeoutMs),
                recoverySeconds,
                recoveryShare,
                rssGrowth,
                p99Growth,
                p99SlackMs,
                true);
    }
}
