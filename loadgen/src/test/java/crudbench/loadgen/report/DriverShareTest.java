package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.drivers.baseline.DriversResult;
import crudbench.loadgen.analysis.Fixtures;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DriverShareTest {

    private static DriversResult.Row row(String driver, String operation, int users, double cpu) {
        return new DriversResult.Row(driver, operation, users, 16, 3, 1000, 1000, null, null, cpu, null, 0, null, null);
    }

    @Test
    void eachVariantStandsBesideItsOwnDriverAtTheSameOperationAndConcurrency() {
        DriversResult baseline = new DriversResult(
                DriversResult.SCHEMA,
                "s",
                "e",
                null,
                null,
                Map.of(),
                List.of(
                        row("jdbc", "get", 64, 0.040),
                        row("jdbc", "get", 4, 0.090),
                        row("vertx", "get", 64, 0.020),
                        row("r2dbc", "get", 64, 0.300)),
                List.of());

        String md =
                DriverShare.table(Fixtures.results("bench-run"), baseline, 64).markdown();

        // bench-run: get at 64 users, quarkus-jdbc 0.100 ms/req, quarkus-reactive (Vert.x) 0.050
        assertThat(Fixtures.row(md, "", "get"))
                .containsExactly("get", "quarkus-jdbc", "JDBC", "0.100", "0.040", "40%", "0.060");
        String reactive = md.lines()
                .filter(l -> l.contains("quarkus-reactive"))
                .findFirst()
                .orElseThrow();
        assertThat(reactive.split("\\|"))
                .extracting(String::strip)
                .containsSubsequence("get", "quarkus-reactive", "Vert.x", "0.050", "0.020", "40%", "0.030");
        assertThat(md).doesNotContain("0.090").doesNotContain("0.300");
    }
}
