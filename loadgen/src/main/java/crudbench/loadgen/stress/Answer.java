package crudbench.loadgen.stress;

/**
 * One request and what became of it. Times are milliseconds from the start of the experiment's
 * load; an open model's request counts from when it was due, not from when it went out, so that a
 * client falling behind does not hide latency.
 *
 * @param request "get", "list", "create", "update", "delete-setup" or "delete"
 * @param status  the HTTP status, 0 without one
 */
public record Answer(String request, double sentMs, double doneMs, Outcome outcome, int status) {

    double latencyMs() {
        return doneMs - sentMs;
    }

    /** True when the request was in flight at some time of [fromMs, toMs). */
    boolean overlaps(double fromMs, double toMs) {
        return sentMs < toMs && doneMs >= fromMs;
    }
}
