package crudbench.loadgen.report.run;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.AxisAnalysisTest;
import crudbench.loadgen.analysis.AxisPickAnalysis;
import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.model.Axis;
import crudbench.loadgen.model.AxisPicks;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.report.pick.AxisWhatToPick;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class AxisTablesTest {

    @Test
    void eachAxisHasItsSectionSettingEachVariantOverItsTwinForThroughputAndCpuAtEqualLoad() {
        RunModel model = RunAnalysis.of(List.of(AxisAnalysisTest.run(new Random(3))), List.of("run"));
        String md = AxisTables.markdown(model, 64);
        assertThat(md)
                .contains("## What the ORM costs")
                .contains("**Throughput at saturation** (closed model, 64 users), ORM over plain SQL:")
                .contains("**App CPU per request at equal load** (open model, 500 requests/s), ORM over plain SQL:")
                .contains("| Spring Boot, platform | Spring Data JPA, Hibernate ORM | spring-jdbc")
                .containsPattern("\\| 0\\.[78]\\dx \\[")
                .containsPattern("\\| 1\\.[23]\\dx \\[");
        String web = md.substring(md.indexOf("## What the other web stack costs"));
        assertThat(web)
                .containsPattern("\\| framework, data access +\\| web stack +\\| over +\\|")
                .containsPattern("\\| Spring Boot, JDBC on platform threads \\| Spring WebFlux +\\| spring-jdbc")
                .containsPattern("\\| 0\\.[67]\\dx \\[");
        assertThat(md.indexOf("## What the ORM costs")).isLessThan(md.indexOf("## What the other web stack costs"));
        // The grid stays the framework's own stack and plain SQL: neither variant is in a grid cell.
        assertThat(model.grids().values().toString()).doesNotContain("spring-jpa", "spring-webflux-jdbc");
    }

    @Test
    void whatToPickJudgesEachVariantOnAnAxisOverItsTwinOverTheRunsByTheSameRule() {
        var runs = List.of(AxisAnalysisTest.run(new Random(3)), AxisAnalysisTest.run(new Random(4)));
        AxisPicks picks = AxisPickAnalysis.of(Axis.ORM, runs, List.of("orm-1", "orm-2"));
        assertThat(picks.rows()).singleElement().satisfies(row -> {
            assertThat(row.pair().variant()).isEqualTo("spring-jpa");
            // get (throughput) and CPU get: the runs' only criteria here; both costs in both runs.
            assertThat(row.picks()).hasSize(picks.criteria().size());
        });
        String md = AxisWhatToPick.markdown(picks);
        assertThat(md)
                .contains("**Each ORM over its plain-SQL twin**")
                .contains("judged over 2 runs: orm-1 and orm-2 on ")
                .containsPattern(
                        "\\| Spring Boot, platform \\| Spring Data JPA, Hibernate ORM \\| spring-jdbc \\| cost 0\\.\\d\\d(–0\\.\\d\\d)?x")
                .contains(
                        "- Spring Boot, platform threads: Spring Data JPA, Hibernate ORM (spring-jpa) costs on get, ");
        String web = AxisWhatToPick.markdown(AxisPickAnalysis.of(Axis.WEB, runs, List.of("run-1", "run-2")));
        assertThat(web)
                .contains("**Each web stack over the framework's own for the same driver**")
                .contains(
                        "- Spring Boot, JDBC on platform threads: Spring WebFlux (spring-webflux-jdbc) costs on get, ");
        assertThat(AxisWhatToPick.markdown(new AxisPicks(Axis.ORM, List.of(), List.of(), List.of(), List.of())))
                .isEmpty();
    }
}
