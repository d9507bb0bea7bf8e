package crudbench.loadgen.stress;

import crudbench.loadgen.text.Numbers;
import java.util.List;
import java.util.OptionalInt;

/**
 * The capacity search's measured rates and what it found.
 *
 * @param capacity the highest rate held, null when none was
 */
record CapacityResult(List<CapacityStep> steps, Integer capacity, int maxRate, double p99LimitMs) {

    CapacityResult {
        steps = List.copyOf(steps);
    }

    static CapacityResult of(List<CapacityStep> steps, OptionalInt capacity, int maxRate, double p99LimitMs) {
        return new CapacityResult(steps, capacity.isPresent() ? capacity.getAsInt() : null, maxRate, p99LimitMs);
    }

    Verdict verdict(String variant) {
        Check found = Check.of(
                "some rate held with p99 under " + Numbers.msCoarse(p99LimitMs),
                capacity != null,
                capacity == null ? "none of " + steps.size() + " rates held" : "held " + Numbers.perSecond(capacity));
        return Verdict.judged(variant, StressExperiment.CAPACITY, numbers(), List.of(found));
    }

    String numbers() {
        if (capacity == null) {
            return "no rate held: "
                    + steps.stream()
                            .map(CapacityStep::describe)
                            .reduce((a, b) -> a + "; " + b)
                            .orElse("none tried");
        }
        CapacityStep held =
                steps.stream().filter(s -> s.rate() == capacity).findFirst().orElseThrow();
        String text = Numbers.perSecond(capacity) + (capacity >= maxRate ? " or more (the search's maximum)" : "")
                + " with p99 " + Numbers.msCoarse(held.p99Ms());
        return text
                + steps.stream()
                        .filter(s -> !s.sustained() && s.rate() > capacity)
                        .min((a, b) -> Integer.compare(a.rate(), b.rate()))
                        .map(s -> "; " + Numbers.perSecond(s.rate()) + " not (p99 " + Numbers.msCoarse(s.p99Ms())
                                + (s.ok() == s.requests() ? "" : ", " + (s.requests() - s.ok()) + " not 2xx") + ")")
                        .orElse("")
                + "; " + steps.size() + " rates tried";
    }
}
