package crudbench.loadgen.verdict;

import crudbench.loadgen.stress.CapacityResult;
import crudbench.loadgen.stress.CapacityStep;
import crudbench.loadgen.stress.StressExperiment;
import crudbench.loadgen.text.Numbers;
import java.util.List;

/** The capacity's rule: some rate held. Which rates held the search decided while it measured, by the plan's p99 limit. */
final class CapacityVerdict {

    private CapacityVerdict() {}

    static Verdict of(String variant, CapacityResult result) {
        Integer capacity = result.capacity();
        Check found = Check.of(
                "some rate held with p99 under " + Numbers.msCoarse(result.p99LimitMs()),
                capacity != null,
                capacity == null
                        ? "none of " + result.steps().size() + " rates held"
                        : "held " + Numbers.perSecond(capacity));
        return Verdict.judged(variant, StressExperiment.CAPACITY, numbers(result), List.of(found));
    }

    static String numbers(CapacityResult result) {
        Integer capacity = result.capacity();
        List<CapacityStep> steps = result.steps();
        if (capacity == null) {
            return "no rate held: "
                    + steps.stream()
                            .map(CapacityStep::describe)
                            .reduce((a, b) -> a + "; " + b)
                            .orElse("none tried");
        }
        CapacityStep held =
                steps.stream().filter(s -> s.rate() == capacity).findFirst().orElseThrow();
        String text = Numbers.perSecond(capacity)
                + (capacity >= result.maxRate() ? " or more (the search's maximum)" : "")
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
