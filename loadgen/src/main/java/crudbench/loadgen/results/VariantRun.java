package crudbench.loadgen.results;

import java.util.List;

/**
 * One variant in one repeat: what happened before and around the load. Its flags are in the
 * summary's list, each naming its variant and repeat.
 *
 * @param warmupThroughputs the throughput of each warm-up round, until it settled
 * @param statements        what PostgreSQL received besides the suite's SQL (pg_stat_statements)
 * @param completed         every load point ran
 * @param startupStatements what it sent PostgreSQL while it started, besides the suite's SQL: its
 *                          framework's or pool's own checks, once (null in runs that did not record it)
 */
public record VariantRun(
        int repeat,
        VariantFacts facts,
        List<Double> warmupThroughputs,
        List<String> statements,
        boolean completed,
        List<String> startupStatements) {

    public String variant() {
        return facts.variant();
    }
}
