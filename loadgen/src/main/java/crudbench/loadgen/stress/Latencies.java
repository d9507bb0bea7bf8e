package crudbench.loadgen.stress;

import crudbench.loadgen.text.Numbers;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Counts and latency percentiles of a list of answers. Requests never sent have no latency. */
public final class Latencies {

    private Latencies() {}

    /** The nearest-rank percentile ({@code p} in 0..1) of the sent requests' latencies; NaN without any. */
    static double percentile(List<Answer> answers, double p) {
        double[] sorted = answers.stream()
                .filter(a -> a.outcome() != Outcome.NOT_SENT)
                .mapToDouble(Answer::latencyMs)
                .sorted()
                .toArray();
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int rank = (int) Math.ceil(p * sorted.length);
        return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
    }

    /** The slowest sent request's latency; 0 without any. */
    static double max(List<Answer> answers) {
        return answers.stream()
                .filter(a -> a.outcome() != Outcome.NOT_SENT)
                .mapToDouble(Answer::latencyMs)
                .max()
                .orElse(0);
    }

    /** Every outcome, with zeros, in the enum's order. */
    static Map<Outcome, Long> counts(List<Answer> answers) {
        Map<Outcome, Long> counts = new EnumMap<>(Outcome.class);
        Arrays.stream(Outcome.values()).forEach(o -> counts.put(o, 0L));
        answers.forEach(a -> counts.merge(a.outcome(), 1L, Long::sum));
        return counts;
    }

    /** Answers whose outcome the pressure experiments do not allow (2xx and 503 problems are allowed; unsent requests are the client's). */
    public static long unacceptable(Map<Outcome, Long> counts) {
        return counts.entrySet().stream()
                .filter(e -> !e.getKey().acceptableUnderPressure() && e.getKey() != Outcome.NOT_SENT)
                .mapToLong(Map.Entry::getValue)
                .sum();
    }

    /** "2xx 48.9%, 503 problem 51.1%": the non-zero outcomes' shares of all requests. */
    public static String shares(Map<Outcome, Long> counts) {
        long total = counts.values().stream().mapToLong(Long::longValue).sum();
        if (total == 0) {
            return "no requests";
        }
        return counts.entrySet().stream()
                .filter(e -> e.getValue() > 0)
                .map(e -> e.getKey().label() + " " + Numbers.percent(e.getValue() / (double) total))
                .collect(Collectors.joining(", "));
    }
}
