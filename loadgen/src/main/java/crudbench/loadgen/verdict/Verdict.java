package crudbench.loadgen.verdict;

import crudbench.loadgen.stress.StressExperiment;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One variant's result of one experiment: PASS when every check passed; SKIPPED when it could
 * not run (which fails the command too).
 *
 * @param numbers the key numbers, as the table shows them
 */
public record Verdict(String variant, StressExperiment experiment, Status status, String numbers, List<Check> checks) {

    public enum Status {
        PASS,
        FAIL,
        SKIPPED
    }

    public Verdict {
        checks = List.copyOf(checks);
    }

    public static Verdict judged(String variant, StressExperiment experiment, String numbers, List<Check> checks) {
        boolean passed = checks.stream().allMatch(Check::passed);
        return new Verdict(variant, experiment, passed ? Status.PASS : Status.FAIL, numbers, checks);
    }

    public static Verdict skipped(String variant, StressExperiment experiment, String why) {
        return new Verdict(variant, experiment, Status.SKIPPED, why, List.of());
    }

    public boolean passed() {
        return status == Status.PASS;
    }

    /**
     * "answers 2xx or 503 problems (500/other 5xx 3); ...": each failed rule with what was seen, then the failure's
     * upstream cause when it is a known one ({@link UpstreamCauses}).
     */
    public String failures() {
        String failed = checks.stream()
                .filter(c -> !c.passed())
                .map(c -> c.rule() + " (" + c.seen() + ")")
                .collect(Collectors.joining("; "));
        return knownCause().map(c -> failed + "; " + c.described()).orElse(failed);
    }

    /** "quarkus-jdbc-virtual silent", with its known upstream cause's reference when it has one. */
    public String named() {
        String name = variant + " " + experiment.id();
        return knownCause().map(c -> name + " (" + c.issue() + ")").orElse(name);
    }

    /** It failed, and its cause is a known upstream one ({@link UpstreamCauses}). */
    public boolean failedForKnownCause() {
        return knownCause().isPresent();
    }

    /** A failure's known upstream cause; none for a verdict that did not fail. */
    private Optional<UpstreamCauses.Cause> knownCause() {
        return status == Status.FAIL ? UpstreamCauses.of(variant, experiment) : Optional.empty();
    }
}
