package crudbench.loadgen.stress;

import crudbench.harness.proc.TcpCounters;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Everything one experiment's load saw, each answer on its own: the facts behind the verdicts
 * need single answers (the slowest, the first 503 after the database went away, the first 2xx
 * after it came back) and the bodies of acknowledged creates, which Hyperfoil's aggregated
 * statistics do not give. Times are milliseconds from the recording's origin.
 */
final class Recording {

    private static final int ERROR_SAMPLES = 5;

    private final long originNanos = System.nanoTime();
    private final OptionalLong listenOverflowsAtOrigin = TcpCounters.listenOverflows();
    private final ConcurrentLinkedQueue<Answer> answers = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Write> acknowledged = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<String> refusedCreates = new ConcurrentLinkedQueue<>();
    private final Set<String> errorSamples = new LinkedHashSet<>();

    double nowMs() {
        return msAt(System.nanoTime());
    }

    /** A {@link System#nanoTime()} reading, in ms from the origin. */
    double msAt(long nanoTime) {
        return (nanoTime - originNanos) / 1e6;
    }

    long nanosAt(double ms) {
        return originNanos + (long) (ms * 1e6);
    }

    void add(Answer answer) {
        answers.add(answer);
    }

    /** A create answered 201, with the user its body returned. */
    void acknowledged(Write write) {
        acknowledged.add(write);
    }

    /** A create answered otherwise: it must not have stored anything, which the outage and the silence report. */
    void refusedCreate(String email) {
        refusedCreates.add(email);
    }

    /** Keeps the first few distinct reasons of connection errors, for the report. */
    void error(Throwable cause) {
        synchronized (errorSamples) {
            if (errorSamples.size() < ERROR_SAMPLES) {
                errorSamples.add(cause.getClass().getSimpleName() + ": " + cause.getMessage());
            }
        }
    }

    /** In the order they were due. */
    List<Answer> answers() {
        List<Answer> sorted = new ArrayList<>(answers);
        sorted.sort(Comparator.comparingDouble(Answer::sentMs));
        return sorted;
    }

    List<Write> acknowledged() {
        return List.copyOf(acknowledged);
    }

    List<String> refusedCreates() {
        return List.copyOf(refusedCreates);
    }

    List<String> errorSamples() {
        synchronized (errorSamples) {
            return List.copyOf(errorSamples);
        }
    }

    /** What the load left, once it is over, with whether the app was still up after it. */
    Recorded recorded(boolean appUp) {
        OptionalLong overflows = TcpCounters.listenOverflows();
        long listenOverflows = overflows.isPresent() && listenOverflowsAtOrigin.isPresent()
                ? overflows.getAsLong() - listenOverflowsAtOrigin.getAsLong()
                : -1;
        return new Recorded(answers(), errorSamples(), appUp, listenOverflows);
    }
}
