package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.OrmComparison;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

public class OrmAnalysisTest {

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
            new crudbench.harness.registry.Variant.Orm("Spring Data JPA, Hibernate ORM", "spring-jdbc"));

    /** Two epochs of six rounds: the ORM serves 0.8x the twin's requests and spends 1.3x its CPU on each. */
    public static BenchSummary run(Random random) {
        List<VariantRun> runs = new ArrayList<>();
        List<ScenarioRow> rows = new ArrayList<>();
        for (int epoch = 1; epoch <= 2; epoch++) {
            runs.add(new VariantRun(
                    epoch, new VariantFacts("spring-jdbc", PLAIN, null, null, null), null, List.of(), true, null));
            runs.add(new VariantRun(
                    epoch, new VariantFacts("spring-jpa", JPA, null, null, null), null, List.of(), true, null));
            for (int round = 1; round <= 6; round++) {
                double noise = 0.03 * random.nextGaussian();
                int key = (epoch - 1) * 6 + round;
                for (String scenario : List.of("get", "update")) {
                    rows.add(closed("spring-jdbc", epoch, key, scenario, 10_000 * Math.exp(noise)));
                    rows.add(closed(
                            "spring-jpa",
                            epoch,
                            key,
                            scenario,
                            8_000 * Math.exp(noise + 0.02 * random.nextGaussian())));
                }
                rows.add(open("spring-jdbc", epoch, key, 100 * Math.exp(noise)));
                rows.add(open("spring-jpa", epoch, key, 130 * Math.exp(noise + 0.02 * random.nextGaussian())));
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
        List<OrmComparison> rows = OrmAnalysis.of(data, 64);

        assertThat(rows).singleElement().satisfies(r -> {
            assertThat(r.variant()).isEqualTo("spring-jpa");
            assertThat(r.plain()).isEqualTo("spring-jdbc");
            assertThat(r.throughput()).containsOnlyKeys("get", "update");
            assertThat(r.throughput().get("get").estimate()).isCloseTo(0.8, within(0.03));
            assertThat(r.throughput().get("get").includes(0.8)).isTrue();
            assertThat(r.throughput().get("get").includes(1.0)).isFalse();
            assertThat(r.equalLoad()).isEqualTo(500);
            assertThat(r.cpu().get("get").estimate()).isCloseTo(1.3, within(0.05));
        });
        RunModel model = RunAnalysis.of(List.of(summary), List.of("run"));
        assertThat(model.orm()).hasSize(1);
        assertThat(JPA.inGrid()).isFalse();
        assertThat(PLAIN.inGrid()).isTrue();
    }

    @Test
    void aRunWithoutTheTwinHasNoOrmRow() {
        BenchSummary summary = run(new Random(4));
        BenchSummary jpaOnly = summary.only(java.util.Set.of("spring-jpa"));
        assertThat(OrmAnalysis.of(Aggregation.of(List.of(jpaOnly)), 64)).isEmpty();
    }
}
