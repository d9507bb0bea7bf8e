package crudbench.loadgen.stress;

import java.util.ArrayList;
import java.util.List;

/** Synthetic answers for the verdict tests: a steady stream, with what a test changes. */
final class Answers {

    private final List<Answer> answers = new ArrayList<>();

    /** {@code perSecond} answers of {@code outcome} due evenly over [fromMs, toMs), each taking {@code latencyMs}. */
    Answers steady(double fromMs, double toMs, int perSecond, Outcome outcome, double latencyMs) {
        double step = 1000.0 / perSecond;
        for (double t = fromMs; t < toMs; t += step) {
            answers.add(new Answer("get", t, t + latencyMs, outcome, status(outcome)));
        }
        return this;
    }

    Answers one(double sentMs, double doneMs, Outcome outcome) {
        answers.add(new Answer("get", sentMs, doneMs, outcome, status(outcome)));
        return this;
    }

    List<Answer> list() {
        return List.copyOf(answers);
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
