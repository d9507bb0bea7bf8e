package crudbench.loadgen.stress;

/** One rule of an experiment, judged: what it demands, and what was seen. */
record Check(String rule, boolean passed, String seen) {

    static Check of(String rule, boolean passed, String seen) {
        return new Check(rule, passed, seen);
    }
}
