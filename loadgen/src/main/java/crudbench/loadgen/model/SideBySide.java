package crudbench.loadgen.model;

import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import java.util.Optional;

/**
 * One app over another in one run that measured both side by side, at the run's reference concurrency: each side's
 * throughput and app CPU per request, and b over a paired round by round (the analysis's PairAcrossRuns). Set beside
 * the same pair in other runs, it says whether a ratio that moved between runs moved with its numerator, its
 * denominator, or both.
 *
 * @param appsUp     the sessions the run kept up at once (its company)
 * @param throughput b over a, requests/s
 * @param cpu        b over a, app CPU per request; null where /proc could not be read
 */
public record SideBySide(
        int appsUp,
        int users,
        double aThroughput,
        double bThroughput,
        RatioInterval throughput,
        Double aCpuMs,
        Double bCpuMs,
        RatioInterval cpu) {

    /** How a format finds a pair in a run (the analysis answers it); empty where the run lacks either app. */
    @FunctionalInterface
    public interface Finder {
        Optional<SideBySide> find(BenchSummary run, String a, String b, String scenario);
    }
}
