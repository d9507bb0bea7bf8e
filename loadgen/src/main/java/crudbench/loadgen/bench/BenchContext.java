package crudbench.loadgen.bench;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.DbPath;
import crudbench.harness.db.Postgres;
import crudbench.harness.registry.Variant;
import crudbench.loadgen.hyperfoil.HyperfoilRun;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.BenchmarkFile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.profile.AsyncProfiler;
import crudbench.loadgen.results.RunFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * What every part of a bench run shares: the checkout, the profile, the database, the path the
 * apps reach it by (straight, or a relay a round trip away) and its seed, the suite's SQL, the
 * benchmark files as read, and where results go.
 *
 * @param answered responses to every request any run sent so far, for {@link TransactionCheck}
 * @param profiler async-profiler, loaded into every app and sampling its closed-model slices; null: none
 */
record BenchContext(
        Repo repo,
        BenchProfile profile,
        DbAccess database,
        Map<LoadModel, BenchmarkPlan> plans,
        RunFiles results,
        LongAdder answered,
        AsyncProfiler profiler) {

    /**
     * @param path       how the apps reach it: straight, or through a relay a round trip away
     * @param seedUsers  the users every reset leaves
     * @param suiteSql   operation to its statement, from db/queries.sql
     * @param statements each measured variant's id to what PostgreSQL should receive for its operations, read once
     *                   when the run starts, as the benchmark files are
     */
    record DbAccess(
            Postgres postgres,
            DbPath path,
            int seedUsers,
            Map<String, String> suiteSql,
            Map<String, VariantStatements> statements) {}

    Postgres postgres() {
        return database.postgres();
    }

    DbPath path() {
        return database.path();
    }

    int seedUsers() {
        return database.seedUsers();
    }

    Map<String, String> suiteSql() {
        return database.suiteSql();
    }

    /** What PostgreSQL should receive for each of the variant's operations: db/orm's file for an ORM, else suiteSql. */
    VariantStatements statements(Variant variant) {
        return database.statements().get(variant.id());
    }

    BenchmarkPlan plan(LoadModel model) {
        return plans.get(model);
    }

    /** Runs the load point's benchmark file against the session's app, to its end. */
    RunResult run(RunningApp session, LoadPoint point, HyperfoilRun.PhaseListener listener) {
        Map<String, String> params = session.params(point, seedUsers(), profile.threads());
        try {
            RunResult run = HyperfoilRun.run(
                    BenchmarkFile.load(
                            repo.resolve(plan(point.model()).file()),
                            params,
                            plan(point.model()).scenarios()),
                    listener);
            answered.add(run.responses());
            return run;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + plan(point.model()).file(), e);
        }
    }
}
