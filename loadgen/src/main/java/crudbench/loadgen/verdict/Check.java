package crudbench.loadgen.verdict;

/** One rule of an experiment, judged: what it demands, and what was seen. */
public record Check(String rule, boolean passed, String seen) {

    public static Check of(String rule, boolean passed, String seen) {
        return new Check(rule, passed, seen);
    }
}
