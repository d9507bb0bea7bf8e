package crudbench.loadgen.stress;

import java.util.ArrayList;
import java.util.List;

/**
 * Synthetic answers for the facts and verdict tests: steady streams of GETs, each saying what it
 * changes from the defaults (100 a second, each a 2xx after 5 ms), and single answers.
 */
public final class Answers {

    private final List<Answer> answers = new ArrayList<>();
    private final List<String> errorSamples = new ArrayList<>();
    private boolean appUp = true;
    private long listenOverflows;

    /**
     * Requests due evenly over [fromMs, toMs): 100 a second, each a 2xx after 5 ms, unless the
     * stream says otherwise.
     */
    public static Steady steady(double fromMs, double toMs) {
        return new Steady(fromMs, toMs, 100, Outcome.OK, 5);
    }

    /** A steady stream of answers, as {@link #steady} starts it. */
    public record Steady(double fromMs, double toMs, int perSecond, Outcome outcome, double latencyMs) {

        public Steady perSecond(int rate) {
            return new Steady(fromMs, toMs, rate, outcome, latencyMs);
        }

        public Steady answering(Outcome answer) {
            return new Steady(fromMs, toMs, perSecond, answer, latencyMs);
        }

        public Steady inMs(double latency) {
            return new Steady(fromMs, toMs, perSecond, outcome, latency);
        }
    }

    public Answers add(Steady stream) {
        double step = 1000.0 / stream.perSecond();
        for (double t = stream.fromMs(); t < stream.toMs(); t += step) {
            answers.add(new Answer("get", t, t + stream.latencyMs(), stream.outcome(), status(stream.outcome())));
        }
        return this;
    }

    /** One request due at {@code sentMs} and answered at {@code doneMs}. */
    public Answers one(double sentMs, double doneMs, Outcome outcome) {
        answers.add(new Answer("get", sentMs, doneMs, outcome, status(outcome)));
        return this;
    }

    /** A reason of a connection error, as the client keeps the first few. */
    public Answers errorSample(String reason) {
        errorSamples.add(reason);
        return this;
    }

    /** The kernel dropped this many connection attempts from a full listen queue during the load. */
    public Answers listenOverflows(long count) {
        listenOverflows = count;
        return this;
    }

    /** The app was gone, or had run out of memory, after the load. */
    public Answers appDied() {
        appUp = false;
        return this;
    }

    public List<Answer> list() {
        return List.copyOf(answers);
    }

    /** As the measuring hands a recording to the facts: in the order due, with the error samples and the app's state. */
    public Recorded recorded() {
        List<Answer> due = new ArrayList<>(answers);
        due.sort((a, b) -> Double.compare(a.sentMs(), b.sentMs()));
        return new Recorded(due, errorSamples, appUp, listenOverflows);
    }

    private static int status(Outcome outcome) {
        return switch (outcome) {
            case OK -> 200;
            case PROBLEM_503, OTHER_503 -> 503;
            case SERVER_ERROR -> 500;
            case CLIENT_ERROR -> 404;
            case OTHER_STATUS -> 302;
            default -> 0;
        };
    }
}
