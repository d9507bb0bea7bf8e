package crudbench.loadgen;

/**
 * Something that makes a measurement untrustworthy or shows the variant failing.
 *
 * @param metric null when the flag concerns the whole phase (or run)
 */
public record Flag(String phase, String metric, Kind kind, String message) {

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
        DB_COUNTS_DISAGREE("database counts disagree");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    @Override
    public String toString() {
        return (phase == null ? "" : phase + (metric == null ? "" : "/" + metric) + ": ") + kind.label() + " (" + message + ")";
    }
}
