package crudbench.loadgen.report.run;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.OrmAnalysisTest;
import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.report.pick.OrmWhatToPick;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class OrmTablesTest {

    @Test
    void theOrmTableSetsEachOrmOverItsTwinForThroughputAndCpuAtEqualLoad() {
        RunModel model = RunAnalysis.of(List.of(OrmAnalysisTest.run(new Random(3))), List.of("run"));
        String md = OrmTables.markdown(model, 64);
        assertThat(md)
                .contains("## What the ORM costs")
                .contains("**Throughput at saturation** (closed model, 64 users)")
                .contains("**App CPU per request at equal load** (open model, 500 requests/s)")
                .contains("| Spring Boot, platform | Spring Data JPA, Hibernate ORM | spring-jdbc")
                .containsPattern("\\| 0\\.[78]\\dx \\[")
                .containsPattern("\\| 1\\.[23]\\dx \\[");
        // The grid stays plain SQL: the ORM variant is in no grid cell.
        assertThat(model.grids().values().toString()).doesNotContain("spring-jpa");
    }

    @Test
    void whatToPickJudgesEachOrmOverItsTwinOverTheRunsByTheSameRule() {
        var runs = List.of(OrmAnalysisTest.run(new Random(3)), OrmAnalysisTest.run(new Random(4)));
        var picks = crudbench.loadgen.analysis.OrmPickAnalysis.of(runs, List.of("orm-1", "orm-2"));
        assertThat(picks.rows()).singleElement().satisfies(row -> {
            assertThat(row.variant()).isEqualTo("spring-jpa");
            // get (throughput) and CPU get: the runs' only criteria here; both costs in both runs.
            assertThat(row.picks()).hasSize(picks.criteria().size());
        });
        String md = OrmWhatToPick.markdown(picks);
        assertThat(md)
                .contains("**Each ORM over its plain-SQL twin**")
                .contains("judged over 2 runs: orm-1 and orm-2 on ")
                .containsPattern(
                        "\\| Spring Boot, platform \\| Spring Data JPA, Hibernate ORM \\| spring-jdbc \\| cost 0\\.\\d\\d(–0\\.\\d\\d)?x")
                .contains(
                        "- Spring Boot, platform threads: Spring Data JPA, Hibernate ORM (spring-jpa) costs on get, ");
        assertThat(OrmWhatToPick.markdown(
                        new crudbench.loadgen.model.OrmPicks(List.of(), List.of(), List.of(), List.of())))
                .isEmpty();
    }
}
