package crudbench.loadgen.report.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.drivers.baseline.DriversResult;
import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DriverShareTest {

    private static final String SECTION = "## The framework on top of its driver";

    @TempDir
    Path tmp;

    private static DriversResult.Row row(String driver, String operation, int users, double cpu) {
        return new DriversResult.Row(driver, operation, users, 16, 3, 1000, 1000, null, null, cpu, null, 0, null, null);
    }

    private static DriversResult baseline(DriversResult.Row... rows) {
        return new DriversResult(DriversResult.SCHEMA, "s", "e", null, null, Map.of(), List.of(rows), List.of());
    }

    /** bench-run's get at 64 users: quarkus-jdbc (JDBC) and quarkus-reactive (Vert.x). */
    private static DriversResult matching() {
        return baseline(
                row("jdbc", "get", 64, 0.040),
                row("jdbc", "get", 4, 0.090),
                row("vertx", "get", 64, 0.020),
                row("r2dbc", "get", 64, 0.300));
    }

    /** A bench run in results/, with a `just drivers` run beside it, as `just drivers` leaves one. */
    private Path benchRunBesideADriversRun(DriversResult drivers) throws IOException {
        Path results = Files.createDirectories(tmp.resolve("results"));
        Path run = Files.createDirectories(results.resolve("bench-20261121-100000"));
        Files.copy(Fixtures.DIR.resolve("bench-run").resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));
        drivers.write(Files.createDirectories(results.resolve("drivers-20261121-090000")));
        return run;
    }

    @Test
    void withoutDriversChosenThereIsNoDriverSectionEvenBesideADriversRun() throws IOException {
        Path run = benchRunBesideADriversRun(matching());

        assertThat(Compare.render(run, List.of(run), null)).doesNotContain(SECTION);
    }

    @Test
    void theChosenDriversRunStandsBesideTheAppsAndIsNamedAsGiven() throws IOException {
        Path run = benchRunBesideADriversRun(matching());
        Path drivers = run.resolveSibling("drivers-20261121-090000");

        String md = Compare.render(run, List.of(run), drivers);

        assertThat(Fixtures.section(md, SECTION + " (closed, 64 users)"))
                .contains("from `" + drivers + "` (`just drivers`")
                .contains("| quarkus-jdbc ");
        assertThat(run.resolve("compare.md")).hasContent(md);
    }

    @Test
    void aChosenDriversRunWithNothingToMatchSaysSo() throws IOException {
        Path run = benchRunBesideADriversRun(baseline(row("r2dbc", "get", 64, 0.300)));
        Path drivers = run.resolveSibling("drivers-20261121-090000");

        assertThat(Fixtures.section(Compare.render(run, List.of(run), drivers), SECTION + " (closed, 64 users)"))
                .contains("`" + drivers + "` (`just drivers`) has no client CPU at 64 users");
    }

    @Test
    void aChosenDirectoryWithoutDriversJsonIsMisuse() throws IOException {
        Path run = benchRunBesideADriversRun(matching());

        assertThatThrownBy(() -> Compare.render(run, List.of(run), run))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no drivers.json in " + run);
    }

    @Test
    void eachVariantStandsBesideItsOwnDriverAtTheSameOperationAndConcurrency() {
        DriversResult baseline = matching();

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
