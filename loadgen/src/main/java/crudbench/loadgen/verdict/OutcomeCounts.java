package crudbench.loadgen.verdict;

import crudbench.loadgen.stress.Outcome;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** Outcome counts as a failed check shows them. */
final class OutcomeCounts {

    private OutcomeCounts() {}

    /** "500/other 5xx 3, hang 1": the counts of the outcomes that are not allowed. */
    static String unacceptable(Map<Outcome, Long> counts) {
        return nonZero(counts, o -> !o.acceptableUnderPressure() && o != Outcome.NOT_SENT);
    }

    /** "2xx 457": the non-zero counts. */
    static String nonZero(Map<Outcome, Long> counts) {
        return nonZero(counts, o -> true);
    }

    /** ": reason | reason" after a failed check's counts; empty without any. */
    static String samples(List<String> errorSamples) {
        return errorSamples.isEmpty() ? "" : ": " + String.join(" | ", errorSamples);
    }

    private static String nonZero(Map<Outcome, Long> counts, Predicate<Outcome> shown) {
        return counts.entrySet().stream()
                .filter(e -> e.getValue() > 0 && shown.test(e.getKey()))
                .map(e -> e.getKey().label() + " " + e.getValue())
                .collect(Collectors.joining(", "));
    }
}
