package crudbench.loadgen.plan;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One run of a benchmark file at one load: the closed model at N users, the open model at R
 * requests/s, or a round of the warm-up (the closed model at the warm-up concurrency).
 *
 * @param id          which load, as results and flags name it
 * @param seconds     length of each scenario phase
 * @param rampSeconds length of the file's warm-up phase before the scenarios
 * @param params      the file's {@code !param} values for this load; the session adds the target
 */
public record LoadPoint(Id id, int seconds, int rampSeconds, Map<String, String> params) {

    /**
     * @param warmupRound 0 for a measured point, else the warm-up round (1, 2, ...)
     */
    public record Id(LoadModel model, int load, int warmupRound) {

        public boolean warmup() {
            return warmupRound > 0;
        }

        /** "closed users=64", "open rate=1000", "warm-up 2". */
        public String label() {
            return warmup() ? "warm-up " + warmupRound : model.label(load);
        }

        /** The raw file's base name: "closed-64", "open-1000", "warmup-2". */
        public String fileName() {
            return warmup() ? "warmup-" + warmupRound : model.id() + "-" + load;
        }
    }

    public LoadPoint {
        params = Map.copyOf(params);
    }

    public static LoadPoint closed(int users, int seconds, int rampSeconds) {
        return new LoadPoint(
                new Id(LoadModel.CLOSED, users, 0),
                seconds,
                rampSeconds,
                params(LoadModel.CLOSED, users, seconds, rampSeconds));
    }

    public static LoadPoint open(int rate, int seconds, int rampSeconds, int maxSessions) {
        Map<String, String> params = params(LoadModel.OPEN, rate, seconds, rampSeconds);
        params.put("MAX_SESSIONS", Integer.toString(maxSessions));
        return new LoadPoint(new Id(LoadModel.OPEN, rate, 0), seconds, rampSeconds, params);
    }

    /** A warm-up round: every scenario of the closed model, its warm-up phase as long as each scenario. */
    public static LoadPoint warmupRound(int round, int users, int seconds) {
        return new LoadPoint(
                new Id(LoadModel.CLOSED, users, round),
                seconds,
                seconds,
                params(LoadModel.CLOSED, users, seconds, seconds));
    }

    private static Map<String, String> params(LoadModel model, int load, int seconds, int rampSeconds) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put(model.loadParam(), Integer.toString(load));
        params.put("DURATION", seconds + "s");
        params.put("WARMUP", rampSeconds + "s");
        return params;
    }

    public LoadModel model() {
        return id.model();
    }

    public int load() {
        return id.load();
    }

    public String label() {
        return id.label();
    }

    /** Seconds of load this point runs for a file with that many scenarios (the drain aside). */
    public long plannedSeconds(int scenarios) {
        return rampSeconds + (long) seconds * scenarios;
    }
}
