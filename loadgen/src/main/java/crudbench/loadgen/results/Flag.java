package crudbench.loadgen.results;

import crudbench.loadgen.plan.LoadPoint;

/**
 * Something that makes a measurement untrustworthy or shows the variant failing. The checks
 * of one Hyperfoil run make flags that know only their phase and metric; the bench places
 * them with {@link #at}.
 *
 * @param variant null outside a bench (`just hyperfoil run`)
 * @param repeat  null with the variant
 * @param point   the load point, null when the flag concerns the whole variant run (startup, log)
 * @param phase   null when the flag concerns the whole run or variant
 * @param metric  null when the flag concerns the whole phase
 */
public record Flag(
        String variant, Integer repeat, LoadPoint.Id point, String phase, String metric, Kind kind, String message) {

    public enum Kind {
        RUN_FAILED("run failed"),
        DID_NOT_RUN("did not run"),
        PHASE_FAILED("phase failed"),
        SESSIONS_EXHAUSTED("sessions exhausted"),
        BLOCKED("blocked"),
        NON_2XX("non-2xx"),
        CONNECTION_ERRORS("connection errors"),
        TIMEOUTS("timeouts"),
        INTERNAL_ERRORS("internal errors"),
        INVALID("invalid"),
        COUNTS_DISAGREE("counts disagree"),
        DB_COUNTS_DISAGREE("database counts disagree"),
        OTHER_SQL("other SQL during the load"),
        TRANSACTIONS_DISAGREE("PostgreSQL's transactions disagree with the requests answered"),
        DID_NOT_START("did not start"),
        NOT_SETTLED("did not settle in its warm-up"),
        SPEED_DRIFT("the machine's speed moved during the run"),
        CONTRACT("contract check failed"),
        VERSIONS("runs other versions than versions.json declares"),
        BLOCKED_EVENT_LOOP("its log reports a blocked event loop or a blocking call"),
        LOG_ERRORS("ERROR lines in its log"),
        PROFILER("async-profiler could not sample a slice");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** A flag of one Hyperfoil run, before anyone knows which variant and load it measured. */
    public static Flag of(String phase, String metric, Kind kind, String message) {
        return new Flag(null, null, null, phase, metric, kind, message);
    }

    /** A flag about a whole variant run: it did not start, failed its contract checks, or logged trouble. */
    public static Flag ofVariant(String variant, int repeat, Kind kind, String message) {
        return new Flag(variant, repeat, null, null, null, kind, message);
    }

    /** This flag, placed in a bench: which variant, repeat and load point it belongs to. */
    public Flag at(String variantId, int repeatNumber, LoadPoint.Id loadPoint) {
        return new Flag(variantId, repeatNumber, loadPoint, phase, metric, kind, message);
    }

    /**
     * Whether the flag stops the run from passing: every flag does, except one raised in a warm-up pass, which
     * measures no figure (a request that timed out while an app warmed up is listed, and the app's settling is judged
     * apart, {@link Kind#NOT_SETTLED}).
     */
    public boolean failsRun() {
        return point == null || !point.warmup();
    }

    /** "spring-r2dbc r2 closed users=64: get/get: non-2xx (3xx 0, 4xx 12, 5xx 0, other 0)". */
    @Override
    public String toString() {
        String where =
                variant == null ? "" : variant + " r" + repeat + (point == null ? "" : " " + point.label()) + ": ";
        String what = phase == null ? "" : phase + (metric == null ? "" : "/" + metric) + ": ";
        return where + what + kind.label() + " (" + message + ")";
    }
}
