package crudbench.loadgen.verdict;

import crudbench.loadgen.stress.Latencies;
import crudbench.loadgen.stress.Overall;
import crudbench.loadgen.text.Numbers;

/** One rule of an experiment, judged: what it demands, and what was seen. */
public record Check(String rule, boolean passed, String seen) {

    public static Check of(String rule, boolean passed, String seen) {
        return new Check(rule, passed, seen);
    }

    /** Every experiment's first rule: no exit, no OutOfMemoryError. */
    static Check appStaysUp(Overall overall) {
        return of("app stays up", overall.appUp(), overall.appUp() ? "up" : "exited or ran out of memory");
    }

    /** Under overload and in a fault: every answer a 2xx or a 503 problem, and samples of any other. */
    static Check only2xxOr503(Overall overall) {
        long unacceptable = Latencies.unacceptable(overall.outcomes());
        return of(
                "answers are 2xx or 503 problems",
                unacceptable == 0,
                unacceptable == 0
                        ? "only those"
                        : OutcomeCounts.unacceptable(overall.outcomes())
                                + OutcomeCounts.samples(overall.errorSamples()));
    }

    /**
     * Under overload and in a fault: the slowest answer within the limit. Seen: the slowest, and how many connection
     * attempts the kernel dropped from a full listen queue meanwhile, whose retry comes a second or more later: a
     * late answer with drops beside it may have waited in the kernel, not in the app.
     */
    static Check answersWithin(Overall overall, double limitMs) {
        return of(
                "every answer within " + Numbers.msCoarse(limitMs),
                overall.slowestMs() <= limitMs,
                "slowest " + Numbers.msCoarse(overall.slowestMs())
                        + (overall.listenOverflows() > 0
                                ? "; the kernel dropped " + overall.listenOverflows()
                                        + " connection attempt(s) from a full listen queue"
                                : ""));
    }
}
