package crudbench.loadgen;

import crudbench.harness.ProcStats;
import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.App;
import crudbench.harness.Postgres;
import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.harness.SuiteSql;
import crudbench.harness.Variant;
import crudbench.harness.Variants;
import io.hyperfoil.http.statistics.HttpStats;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

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
            try (App app = App.start(repo, variant, settings, postgres.config(), App.freePort(),
                    repo.resolve("loadgen/target/it-" + variant.id() + ".log"))) {
                app.awaitHealthy(Duration.ofSeconds(120));
                postgres.resetStatementStats();
                OptionalLong pg = postgres.isEmbedded() ? postgres.embeddedPid() : OptionalLong.empty();
                BenchmarkPlan plan = BenchmarkPlan.load(repo, LoadModel.CLOSED);
                RunResult run;
                Map<String, Sampler.PhaseSample> samples;
                try (Sampler sampler = new Sampler(app.pid(), pg, HyperfoilRun.PhaseListener.NONE)) {
                    run = HyperfoilRun.run(HyperfoilRun.load(repo.resolve(plan.file()), Map.of(
                            "TARGET", app.baseUri().toString(), "USERS", "4", "DURATION", "1s", "WARMUP", "1s",
                            "SEED_USERS", Integer.toString(seed), "MAX_AFTER_ID", Integer.toString(seed - 100))), sampler);
                    samples = sampler.samples();
                }

                assertThat(Checks.check(run)).as("flags").isEmpty();
                assertThat(plan.scenarios()).hasSize(7);
                for (String scenario : plan.scenarios()) {
                    ScenarioRow row = ScenarioRow.of(variant.id(), 1, LoadModel.CLOSED, 4, run.phase(scenario),
                            samples.get(scenario), List.of());
                    assertThat(row.throughput()).as("%s throughput", scenario).isPositive();
                    assertThat(row.errors() + row.non2xx()).as("%s errors", scenario).isZero();
                    if (ProcStats.cpu(app.pid(), false) != null) {
                        assertThat(row.appCpuMs()).as("%s app CPU", scenario).isNotNull().isPositive();
                    }
                }

                // Through the plan's metric-to-operation mapping: the rows in the table must match it.
                long created = status2xx(run, plan, "create");
                long deleted = status2xx(run, plan, "delete");
                assertThat(deleted).isEqualTo(status2xx(run, "delete-setup") + status2xx(run, "mix-delete-setup"));
                try (Connection c = postgres.connect(); Statement s = c.createStatement();
                     ResultSet rs = s.executeQuery("SELECT count(*) FROM users")) {
                    rs.next();
                    assertThat(rs.getLong(1)).as("rows: seed + 201s - 204s").isEqualTo(seed + created - deleted);
                }
                Map<String, Long> calls = postgres.statementCalls();
                if (!calls.isEmpty()) {
                    assertThat(DbCounts.check(run, plan.operations(), calls, SuiteSql.statements(repo)))
                            .as("statement counts").isEmpty();
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

    private static long status2xx(RunResult run, BenchmarkPlan plan, String operation) {
        return run.phases().stream().flatMap(p -> p.metrics().stream())
                .filter(m -> operation.equals(plan.operations().get(m.metric())))
                .mapToLong(m -> HttpStats.get(m.total()).status_2xx).sum();
    }

    private static long status2xx(RunResult run, String metric) {
        return run.phases().stream().flatMap(p -> p.metrics().stream()).filter(m -> m.metric().equals(metric))
                .mapToLong(m -> HttpStats.get(m.total()).status_2xx).sum();
    }
}
