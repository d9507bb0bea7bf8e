package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.model.Axis;
import crudbench.loadgen.model.AxisComparison;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

public class AxisAnalysisTest {

    private static final VariantAxes PLAIN = new VariantAxes(
            "Spring Boot", "Spring MVC", "platform", "jdbc", "jdbc-platform", false, "pgjdbc, HikariCP");
    private static final VariantAxes JPA = new VariantAxes(
            "Spring Boot",
            "Spring MVC",
            "platform",
            "jdbc",
            "jdbc-platform",
            false,
            "pgjdbc, HikariCP",
            new Variant.Orm("Spring Data JPA, Hibernate ORM", "spring-jdbc"));
    private static final VariantAxes WEBFLUX_JDBC = new VariantAxes(
            "Spring Boot", "Spring WebFlux", "platform", "jdbc", "jdbc-platform", true, "pgjdbc, HikariCP");

    /** Each variant's throughput and app CPU per request, over the plain twin's 10,000/s and 100 ms. */
    private static final Map<String, double[]> SCALE = Map.of(
            "spring-jdbc",
            new double[] {1, 1},
            "spring-jpa",
            new double[] {0.8, 1.3},
            "spring-webflux-jdbc",
            new double[] {0.7, 1.4});

    /**
     * Two epochs of six rounds of spring-jdbc, its ORM twin spring-jpa (0.8x the requests, 1.3x the CPU on each) and
     * spring-webflux-jdbc, the same driver on the other web stack (0.7x, 1.4x).
     */
    public static BenchSummary run(Random random) {
        List<VariantRun> runs = new ArrayList<>();
        List<ScenarioRow> rows = new ArrayList<>();
        Map<String, VariantAxes> variants =
                Map.of("spring-jdbc", PLAIN, "spring-jpa", JPA, "spring-webflux-jdbc", WEBFLUX_JDBC);
        List<String> order = List.of("spring-jdbc", "spring-jpa", "spring-webflux-jdbc");
        for (int epoch = 1; epoch <= 2; epoch++) {
            for (String variant : order) {
                runs.add(new VariantRun(
                        epoch,
                        new VariantFacts(variant, variants.get(variant), null, null, null),
                        null,
                        List.of(),
                        true,
                        null));
            }
            for (int round = 1; round <= 6; round++) {
                double noise = 0.03 * random.nextGaussian();
                int key = (epoch - 1) * 6 + round;
                for (String variant : order) {
                    double own = variant.equals("spring-jdbc") ? 0 : 0.02 * random.nextGaussian();
                    double[] scale = SCALE.get(variant);
                    for (String scenario : List.of("get", "update")) {
                        rows.add(closed(variant, epoch, key, scenario, 10_000 * scale[0] * Math.exp(noise + own)));
                    }
                    rows.add(open(variant, epoch, key, 100 * scale[1] * Math.exp(noise + own)));
                }
            }
        }
        return BenchSummary.of(BenchSummary.Measured.of(runs, rows));
    }

    private static ScenarioRow closed(String variant, int epoch, int round, String scenario, double throughput) {
        return Rows.closed(variant, round, 64, scenario)
                .epoch(epoch)
                .windowMs(1000)
                .throughput(throughput)
                .appCpuMs(1000.0)
                .build();
    }

    private static ScenarioRow open(String variant, int epoch, int round, double cpuMs) {
        return Rows.open(variant, round, 500, "get")
                .epoch(epoch)
                .windowMs(2000)
                .throughput(500)
                .appCpuMs(cpuMs)
                .build();
    }

    @Test
    void eachOrmVariantIsSetOverItsPlainTwinAndStaysOutOfTheGrid() {
        BenchSummary summary = run(new Random(3));
        Measurements data = Aggregation.of(List.of(summary));
        List<AxisComparison> rows = AxisAnalysis.of(data, 64, Axis.ORM);

        assertThat(rows).singleElement().satisfies(r -> {
            assertThat(r.pair().variant()).isEqualTo("spring-jpa");
            assertThat(r.pair().twin()).isEqualTo("spring-jdbc");
            assertThat(r.pair().side()).isEqualTo("Spring Data JPA, Hibernate ORM");
            assertThat(r.pair().group()).isEqualTo("platform");
            assertThat(r.throughput()).containsOnlyKeys("get", "update");
            assertThat(r.throughput().get("get").estimate()).isCloseTo(0.8, within(0.03));
            assertThat(r.throughput().get("get").includes(0.8)).isTrue();
            assertThat(r.throughput().get("get").includes(1.0)).isFalse();
            assertThat(r.equalLoad()).isEqualTo(500);
            assertThat(r.cpu().get("get").estimate()).isCloseTo(1.3, within(0.05));
        });
        assertThat(JPA.inGrid()).isFalse();
        assertThat(PLAIN.inGrid()).isTrue();
    }

    @Test
    void aCrossStackVariantIsSetOverTheSameDriverOnItsFrameworksOwnStack() {
        Measurements data = Aggregation.of(List.of(run(new Random(5))));
        List<AxisComparison> rows = AxisAnalysis.of(data, 64, Axis.WEB);

        assertThat(rows).singleElement().satisfies(r -> {
            assertThat(r.pair().variant()).isEqualTo("spring-webflux-jdbc");
            assertThat(r.pair().twin()).isEqualTo("spring-jdbc");
            assertThat(r.pair().side()).isEqualTo("Spring WebFlux");
            assertThat(r.pair().groupProse()).isEqualTo("JDBC on platform threads");
            assertThat(r.throughput().get("update").estimate()).isCloseTo(0.7, within(0.03));
            assertThat(r.throughput().get("update").includes(1.0)).isFalse();
            assertThat(r.cpu().get("get").estimate()).isCloseTo(1.4, within(0.06));
        });
        assertThat(WEBFLUX_JDBC.inGrid()).isFalse();
    }

    @Test
    void theRunModelHoldsEveryAxisApart() {
        RunModel model = RunAnalysis.of(List.of(run(new Random(3))), List.of("run"));
        assertThat(model.axes()).extracting(AxisComparison::axis).containsExactly(Axis.ORM, Axis.WEB);
        assertThat(model.along(Axis.ORM)).extracting(c -> c.pair().variant()).containsExactly("spring-jpa");
        assertThat(model.along(Axis.WEB)).extracting(c -> c.pair().variant()).containsExactly("spring-webflux-jdbc");
    }

    /**
     * spring-r2dbc and spring-mvc-r2dbc, each at parity and at its best (binary results, 1.8x on the MVC side only):
     * the web stack's row pairs the two at parity, and the sessions at best stay out, since the pair would differ by
     * more than the web stack.
     */
    @Test
    void aSessionAtItsBestIsSetAgainstNothing() {
        Variants registry = Variants.load(Repo.locate());
        List<VariantSetup> sessions = new ArrayList<>();
        List<VariantRun> runs = new ArrayList<>();
        List<ScenarioRow> rows = new ArrayList<>();
        for (String id : List.of("spring-r2dbc", "spring-mvc-r2dbc")) {
            Variant v = registry.get(id);
            for (VariantSetup session : List.of(
                    VariantSetup.of(v),
                    VariantSetup.tuned(v, Map.of("R2DBC_FORCE_BINARY", "true"), "best.json", Map.of()))) {
                sessions.add(session);
                runs.add(new VariantRun(
                        1,
                        new VariantFacts(session.label(), VariantAxes.of(v), null, null, null),
                        null,
                        List.of(),
                        true,
                        null));
                double speed = id.equals("spring-mvc-r2dbc") ? (session.atBest() ? 1.8 : 1.05) : 1.0;
                for (int round = 1; round <= 4; round++) {
                    rows.add(Rows.closed(session.label(), round, 64, "get")
                            .throughput(10_000
                                    * speed
                                    * (1 + 0.01 * ((round + session.label().length()) % 3)))
                            .appCpuMs(1000.0)
                            .build());
                }
            }
        }
        RunSettings settings = new RunSettings(
                null, new RunSettings.Layout("interleaved", 1L, sessions, null), null, null, null, null, null);
        BenchSummary summary = new BenchSummary(
                BenchSummary.SCHEMA, null, settings, null, BenchSummary.Measured.of(runs, rows), null, null, null);

        List<AxisComparison> web = AxisAnalysis.of(Aggregation.of(List.of(summary)), 64, Axis.WEB);

        assertThat(web).singleElement().satisfies(r -> {
            assertThat(r.pair().variant()).isEqualTo("spring-mvc-r2dbc");
            assertThat(r.pair().twin()).isEqualTo("spring-r2dbc");
            assertThat(r.throughput().get("get").estimate()).isCloseTo(1.05, within(0.03));
        });
    }

    /** A run of sessions with settings (an experiment's): each is set against its twin with the same settings. */
    @Test
    void aSessionWithSettingsIsSetAgainstItsTwinWithTheSame() {
        BenchSummary summary = run(new Random(6));
        Map<String, String> renamed = Map.of(
                "spring-jdbc", "spring-jdbc@DB_POOL_SIZE=100",
                "spring-webflux-jdbc", "spring-webflux-jdbc@DB_POOL_SIZE=100");
        List<VariantRun> runs = new ArrayList<>();
        List<ScenarioRow> rows = new ArrayList<>();
        for (VariantRun r : summary.measured().variantRuns()) {
            runs.add(r);
            if (renamed.containsKey(r.variant())) {
                VariantFacts f = r.facts();
                runs.add(new VariantRun(
                        r.epoch(),
                        new VariantFacts(renamed.get(r.variant()), f.axes(), null, null, null),
                        null,
                        List.of(),
                        true,
                        null));
            }
        }
        for (ScenarioRow row : summary.measured().rows()) {
            rows.add(row);
            if (renamed.containsKey(row.variant())) {
                ScenarioRow.RowId id = row.id();
                rows.add(new ScenarioRow(
                        new ScenarioRow.RowId(
                                renamed.get(row.variant()),
                                id.epoch(),
                                id.repeat(),
                                id.loadModel(),
                                id.load(),
                                id.scenario()),
                        row.traffic(),
                        row.latency(),
                        row.usage(),
                        row.flags()));
            }
        }
        Measurements data = Aggregation.of(List.of(BenchSummary.of(BenchSummary.Measured.of(runs, rows))));

        assertThat(AxisAnalysis.of(data, 64, Axis.WEB))
                .extracting(c -> c.pair().variant() + " over " + c.pair().twin())
                .containsExactly(
                        "spring-webflux-jdbc over spring-jdbc",
                        "spring-webflux-jdbc@DB_POOL_SIZE=100 over spring-jdbc@DB_POOL_SIZE=100");
    }

    @Test
    void aRunWithoutTheTwinHasNoRowOnTheAxis() {
        BenchSummary summary = run(new Random(4));
        Measurements withoutTwin = Aggregation.of(List.of(summary.only(Set.of("spring-jpa", "spring-webflux-jdbc"))));
        assertThat(AxisAnalysis.of(withoutTwin, 64)).isEmpty();
    }
}
