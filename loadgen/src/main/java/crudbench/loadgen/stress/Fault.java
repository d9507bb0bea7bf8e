package crudbench.loadgen.stress;

/**
 * How the database fails under load, through the harness's relay (FaultProxy): it goes away, or
 * it goes silent. Each is an experiment of its own, measured into the same {@link OutageFacts}
 * and judged by the same rules, in the words of its kind.
 */
public enum Fault {
    /**
     * Every connection closed and new ones refused ({@code down()}), then the relay listens again
     * ({@code up()}): a database that stops and starts.
     */
    AWAY(StressExperiment.OUTAGE, "away", "down", "the database's return", "its return"),
    /**
     * Nothing forwarded any more and new connections held open with nothing behind them ({@code
     * silence()}), no FIN and no RST; then every connection held through it is reset and new ones
     * are relayed again ({@code answerAgain()}): a host that vanished, and a replacement at its
     * address.
     */
    SILENT(StressExperiment.SILENT, "silent", "silent", "the replacement answering", "the replacement answered");

    private final StressExperiment experiment;
    private final String state;
    private final String during;
    private final String end;
    private final String ended;

    Fault(StressExperiment experiment, String state, String during, String end, String ended) {
        this.experiment = experiment;
        this.state = state;
        this.during = during;
        this.end = end;
        this.ended = ended;
    }

    public StressExperiment experiment() {
        return experiment;
    }

    /** "database away 3 s", "database silent 8 s". */
    public String state() {
        return state;
    }

    /** "answers while down", "answers while silent". */
    public String during() {
        return during;
    }

    /** "first 2xx within 5 s of the database's return", "... of the replacement answering". */
    public String end() {
        return end;
    }

    /** "first 2xx 120 ms after its return", "... after the replacement answered". */
    public String ended() {
        return ended;
    }
}
