package crudbench.loadgen;

import crudbench.harness.Postgres;
import crudbench.harness.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * What every part of a bench run shares: the checkout, the profile, the database and its seed,
 * the suite's SQL, the benchmark files as read, and where results go.
 *
 * @param suiteSql operation to its statement, from db/queries.sql
 * @param answered responses to every request any run sent so far, for {@link Transactions}
 */
record BenchSetup(
        Repo repo,
        BenchProfile profile,
        Postgres postgres,
        int seedUsers,
        Map<String, String> suiteSql,
        Map<LoadModel, BenchmarkPlan> plans,
        ResultsDir results,
        LongAdder answered) {

    BenchmarkPlan plan(LoadModel model) {
        return plans.get(model);
    }

    /** Runs the load point's benchmark file against the session's app, to its end. */
    RunResult run(VariantSession session, LoadPoint point, HyperfoilRun.PhaseListener listener) {
        Map<String, String> params = session.params(point, seedUsers, profile.threads());
        try {
            RunResult run = HyperfoilRun.run(
                    HyperfoilRun.load(repo.resolve(plan(point.model()).file()), params), listener);
            answered.add(run.responses());
            return run;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + plan(point.model()).file(), e);
        }
    }
}
