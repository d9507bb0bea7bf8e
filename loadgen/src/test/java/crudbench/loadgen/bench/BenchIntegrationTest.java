package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.Pgbench;
import crudbench.harness.db.Postgres;
import crudbench.harness.launch.App;
import crudbench.harness.launch.CpuPlan;
import crudbench.harness.proc.ProcStats;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.SuiteSql;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.analysis.GridEstimates;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.hyperfoil.HyperfoilRun;
import crudbench.loadgen.hyperfoil.RunChecks;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.BenchmarkFile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.IdleSample;
import crudbench.loadgen.results.PhaseSample;
import crudbench.loadgen.results.RunLength;
import crudbench.loadgen.results.ScenarioRow;
import io.hyperfoil.http.statistics.HttpStats;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A few seconds of the real closed-model benchmark against a real variant (quarkus-reactive,
 * built earlier in the same reactor) on the suite's PostgreSQL: throughput, no flags, and
 * Hyperfoil's counts against the rows and statements in the database.
 */
class BenchIntegrationTest {

    @Test
    void aShortRealBenchmarkAgreesWithTheDatabase() throws Exception {
        Repo repo = Repo.locate();
        Settings settings = Settings.load(repo);
        Variant variant = Variants.load(repo).get("quarkus-reactive");
        Postgres postgres = new Postgres(repo, settings);
        boolean started = postgres.ensureRunning();
        int seed = 1000;
        try {
            postgres.reset(seed);
            try (App app = App.start(
                    repo,
                    variant,
                    settings,
                    postgres.config(),
                    App.freePort(),
                    repo.resolve("loadgen/target/it-" + variant.id() + ".log"))) {
                app.awaitHealthy(Duration.ofSeconds(120));
                postgres.resetStatementStats();
                OptionalLong pg = postgres.isEmbedded() ? postgres.embeddedPid() : OptionalLong.empty();
                BenchmarkPlan plan = BenchmarkPlan.load(repo, LoadModel.CLOSED);
                RunResult run;
                Map<String, PhaseSample> samples;
                try (PhaseSampler sampler = new PhaseSampler(app.pid(), pg, HyperfoilRun.PhaseListener.NONE)) {
                    run = HyperfoilRun.run(
                            BenchmarkFile.load(
                                    repo.resolve(plan.file()),
                                    Map.of(
                                            "TARGET",
                                            app.baseUri().toString(),
                                            "USERS",
                                            "4",
                                            "DURATION",
                                            "1s",
                                            "WARMUP",
                                            "1s",
                                            "SEED_USERS",
                                            Integer.toString(seed),
                                            "MAX_AFTER_ID",
                                            Integer.toString(seed - 100))),
                            sampler);
                    samples = sampler.samples();
                }

                assertThat(RunChecks.check(run)).as("flags").isEmpty();
                assertThat(plan.scenarios()).hasSize(7);
                for (String scenario : plan.scenarios()) {
                    ScenarioRow row = ScenarioRows.of(
                            variant.id(),
                            1,
                            1,
                            LoadModel.CLOSED,
                            4,
                            run.phase(scenario),
                            samples.get(scenario),
                            List.of());
                    assertThat(row.throughput()).as("%s throughput", scenario).isPositive();
                    assertThat(row.traffic().errors() + row.traffic().non2xx())
                            .as("%s errors", scenario)
                            .isZero();
                    if (ProcStats.cpu(app.pid(), false) != null) {
                        assertThat(row.usage().appCpuMs())
                                .as("%s app CPU", scenario)
                                .isNotNull()
                                .isPositive();
                    }
                }

                // Through the plan's metric-to-operation mapping: the rows in the table must match it.
                long created = status2xx(run, plan, "create");
                long deleted = status2xx(run, plan, "delete");
                assertThat(deleted).isEqualTo(status2xx(run, "delete-setup") + status2xx(run, "mix-delete-setup"));
                try (Connection c = postgres.connect();
                        Statement s = c.createStatement();
                        ResultSet rs = s.executeQuery("SELECT count(*) FROM users")) {
                    rs.next();
                    assertThat(rs.getLong(1)).as("rows: seed + 201s - 204s").isEqualTo(seed + created - deleted);
                }
                Map<String, Long> calls = postgres.statementCalls();
                if (!calls.isEmpty()) {
                    assertThat(DbCounts.check(
                                    run, plan.operations(), calls, VariantStatements.plain(SuiteSql.statements(repo))))
                            .as("statement counts")
                            .isEmpty();
                }
            }
        } finally {
            // Leave the standard data behind, as `just run` and `just hyperfoil` expect it.
            postgres.reset();
            if (started) {
                postgres.stop();
            }
        }
    }

    /**
     * The interleaved design end to end, on one jar as two sessions (its own pool, and a pool of
     * 4), with the apps pinned to CPU 1 (--cpus app=1; the load role stays free, since here it
     * is the test's own JVM): both apps up at once, a slice each per round in the seed's order,
     * the idle one's CPU measured meanwhile, pgbench's ceiling in every round, and PostgreSQL's
     * transactions accounted for by the requests answered.
     */
    @Test
    void anInterleavedRunMeasuresEveryAppInEveryRoundAndAccountsForEveryTransaction(@TempDir Path out)
            throws Exception {
        Repo repo = Repo.locate();
        Variants registry = Variants.load(repo);
        List<VariantSetup> sessions = List.of(
                VariantSetup.parse("quarkus-reactive", registry),
                VariantSetup.parse("quarkus-reactive@DB_POOL_SIZE=4", registry));
        // Two epochs of one round each: every app starts twice, and settles fast by a lax rule.
        BenchProfile tiny = BenchProfile.quick().toBuilder()
                .name("test")
                .rounds(1)
                .epochs(2)
                .maxMinutes(0)
                .warmup(new BenchProfile.WarmupRule(4, 1, 1, 3.0, 1, 40))
                .closed(new BenchProfile.ClosedModel(List.of(4), 1))
                .open(new BenchProfile.OpenModel(List.of(), 1, 16))
                .build();
        BenchSpec spec = BenchSpec.interleaved(tiny, sessions, 42).withCpus(CpuPlan.parse("app=1"));

        List<Flag> flags = new Bench(repo, spec, out, GridEstimates::estimates).run();

        assertThat(flags).as("flags").isEmpty();
        BenchSummary summary = BenchSummary.read(out);
        assertThat(summary.settings().design()).isEqualTo("interleaved");
        assertThat(summary.settings().layout().seed()).isEqualTo(42);
        assertThat(summary.settings().layout().cpus()).as("--cpus, as recorded").isEqualTo("app=1");
        assertThat(summary.length().rounds()).isEqualTo(2);
        assertThat(summary.length().epochs()).isEqualTo(2);
        assertThat(summary.length().stoppedBy()).isEqualTo(RunLength.ROUNDS);
        assertThat(summary.around().speed())
                .as("the machine's speed before each round")
                .hasSize(2)
                .allSatisfy(s -> assertThat(s.cpuMs()).isPositive());
        for (String label : List.of("quarkus-reactive", "quarkus-reactive@DB_POOL_SIZE=4")) {
            List<ScenarioRow> rows = summary.rows().stream()
                    .filter(r -> r.variant().equals(label))
                    .toList();
            assertThat(rows).as(label + ": the answer's 4 scenarios × 2 rounds").hasSize(8);
            assertThat(rows).extracting(ScenarioRow::scenario).containsOnlyElementsOf(BenchProfile.ANSWER_SCENARIOS);
            assertThat(rows).extracting(ScenarioRow::repeat).containsOnly(1, 2);
            assertThat(rows)
                    .as("round 1 in epoch 1, round 2 in epoch 2")
                    .allSatisfy(r -> assertThat(r.epoch()).isEqualTo(r.repeat()));
            assertThat(rows)
                    .as("CPU read finer than 10 ms ticks")
                    .anySatisfy(r -> assertThat(r.usage().appCpuMs() % 10).isNotZero());
            assertThat(rows).allSatisfy(r -> {
                assertThat(r.throughput()).as(label + " " + r.scenario()).isPositive();
                assertThat(r.traffic().errors() + r.traffic().non2xx())
                        .as(label + " " + r.scenario() + " errors")
                        .isZero();
            });
        }
        assertThat(summary.measured().variantRuns())
                .as("each session started in each epoch")
                .hasSize(4)
                .allSatisfy(r -> {
                    assertThat(r.completed()).isTrue();
                    assertThat(r.startupStatements()).isNotNull();
                    assertThat(r.warmup().settled())
                            .as(r.variant() + " settled")
                            .isTrue();
                    assertThat(r.warmup().windows()).hasSizeGreaterThanOrEqualTo(2);
                });
        assertThat(summary.measured().idle())
                .as("one slice per app per round")
                .hasSize(4)
                .allSatisfy(i -> assertThat(i.idleApps()).isEqualTo(1));
        assertThat(summary.measured().idle())
                .extracting(IdleSample::loaded)
                .containsOnly(sessions.get(0).label(), sessions.get(1).label());
        assertThat(summary.around().transactions().committed()).isPositive();
        assertThat(summary.around().transactions().agree())
                .as("%s", summary.around().transactions())
                .isTrue();
        if (Pgbench.version() != null) {
            assertThat(summary.around().ceilings())
                    .as("get and list100, of the answer's scenarios those pgbench runs, in each round")
                    .hasSize(4)
                    .allSatisfy(c -> {
                        assertThat(c.queriesPerSecond()).isPositive();
                        assertThat(c.errors()).isZero();
                        assertThat(c.connections()).isEqualTo(4);
                    });
        }
        assertThat(out.resolve("compare.md"))
                .as("the measuring loop writes its results and stops: compare renders them")
                .doesNotExist();
        assertThat(Compare.render(out, List.of(out), null)).contains("What the method costs");
    }

    private static long status2xx(RunResult run, BenchmarkPlan plan, String operation) {
        return run.phases().stream()
                .flatMap(p -> p.metrics().stream())
                .filter(m -> operation.equals(plan.operations().get(m.metric())))
                .mapToLong(m -> HttpStats.get(m.total()).status_2xx)
                .sum();
    }

    private static long status2xx(RunResult run, String metric) {
        return run.phases().stream()
                .flatMap(p -> p.metrics().stream())
                .filter(m -> m.metric().equals(metric))
                .mapToLong(m -> HttpStats.get(m.total()).status_2xx)
                .sum();
    }
}
