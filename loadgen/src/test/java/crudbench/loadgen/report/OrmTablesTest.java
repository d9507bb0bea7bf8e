package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.OrmAnalysisTest;
import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.model.RunModel;
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
}
