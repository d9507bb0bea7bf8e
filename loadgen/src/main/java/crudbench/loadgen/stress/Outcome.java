package crudbench.loadgen.stress;

import java.util.Locale;

/** What became of one request, as the client classifies it and the stress verdicts judge it. */
public enum Outcome {
    OK("2xx"),
    /** The contract's answer to a database it cannot reach: 503 with application/problem+json. */
    PROBLEM_503("503 problem"),
    OTHER_503("503 not a problem"),
    SERVER_ERROR("500/other 5xx"),
    CLIENT_ERROR("4xx"),
    OTHER_STATUS("1xx/3xx"),
    /** Refused, reset or closed before an answer. */
    CONNECTION_ERROR("connection error"),
    /** No answer within the client's hang timeout. */
    HANG("hang"),
    /** Never sent: the client had its most requests in flight (the app held that many open). */
    NOT_SENT("not sent");

    private final String label;

    Outcome(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    static Outcome of(int status, String contentType) {
        if (status >= 200 && status < 300) {
            return OK;
        }
        if (status == 503) {
            String media =
                    contentType == null ? "" : contentType.split(";")[0].strip().toLowerCase(Locale.ROOT);
            return media.equals("application/problem+json") ? PROBLEM_503 : OTHER_503;
        }
        if (status >= 500) {
            return SERVER_ERROR;
        }
        return status >= 400 ? CLIENT_ERROR : OTHER_STATUS;
    }

    /**
     * What `just stress`'s rules accept under overload, in an outage and while silent: a 2xx, or a
     * 503 problem. The per-second series count the others as not allowed, so the classification is
     * the raw data's.
     */
    public boolean acceptableUnderPressure() {
        return this == OK || this == PROBLEM_503;
    }

    /** The app answered with some status, or the request never went out: neither reset nor hang. */
    boolean answered() {
        return this != CONNECTION_ERROR && this != HANG && this != NOT_SENT;
    }
}
