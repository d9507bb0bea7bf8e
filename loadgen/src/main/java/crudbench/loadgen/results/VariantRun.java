package crudbench.loadgen.results;

import java.util.List;

/**
 * One variant in one epoch (a sequential run's repeat is an epoch of one round): what happened
 * before and around the load. Its flags are in the summary's list, each naming its variant and
 * round.
 *
 * @param epoch             the epoch this start of the app belongs to, from 1
 * @param warmup            how it was warmed up, and whether it settled
 * @param statements        what PostgreSQL received besides the suite's SQL (pg_stat_statements)
 * @param completed         every load point ran
 * @param startupStatements what it sent PostgreSQL while it started, besides the suite's SQL: its
 *                          framework's or pool's own checks, once (null in runs that did not record it)
 */
public record VariantRun(
        int epoch,
        VariantFacts facts,
        Warmup warmup,
        List<String> statements,
        boolean completed,
        List<String> startupStatements) {

    public VariantRun {
        epoch = Math.max(1, epoch);
        warmup = warmup == null ? Warmup.NONE : warmup;
    }

    public String variant() {
        return facts.variant();
    }
}
