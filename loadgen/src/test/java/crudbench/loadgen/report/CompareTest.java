package crudbench.loadgen.report;

import static crudbench.loadgen.analysis.Fixtures.row;
import static crudbench.loadgen.analysis.Fixtures.section;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `compare` on the fixtures: bench-run (two Quarkus variants, two repeats, the closed model at
 * 4 and 64 users and the open model at 250/s), grid-14 and grid-6 (see {@link Fixtures}).
 */
class CompareTest {

    @TempDir
    Path tmp;

    private Path copy(String fixture) throws IOException {
        Path run = Files.createDirectories(tmp.resolve("results").resolve(fixture));
        Files.copy(Fixtures.DIR.resolve(fixture).resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));
        return run;
    }

    private String render(String fixture) throws IOException {
        Path run = copy(fixture);
        return Compare.render(run, List.of(run), null);
    }

    @Test
    void averagesRepeatsAndRatesEachVariantAgainstTheBest() throws IOException {
        String md = render("bench-run");

        // get at 64 users: jdbc 1000 and 1200 req/s (median 1100, ± half the range 200/1100), reactive 2000 and
        // 2200; paired by repeat, jdbc/reactive is 0.500 and 0.545, geometric mean 0.522.
        // variant, framework, web, data access, req/s, ×best [CI], % of ceiling, p50, p99, errors, app CPU, ×best,
        // DB CPU, DB CPU at the open model's rate, RSS, startup, artifact, flags
        assertThat(row(md, "## get (closed, 64 users)", "quarkus-reactive"))
                .containsExactly(
                        "quarkus-reactive",
                        "Quarkus",
                        "Quarkus REST",
                        "Vert.x",
                        "2100 ±5%",
                        "best",
                        "",
                        "1.00 ms",
                        "5.00 ms",
                        "0",
                        "0.050",
                        "1.00x",
                        "0.040",
                        "0.050",
                        "200",
                        "1.20 s",
                        "21.8",
                        "");
        assertThat(row(md, "## get (closed, 64 users)", "quarkus-jdbc"))
                .containsExactly(
                        "quarkus-jdbc",
                        "Quarkus",
                        "Quarkus REST",
                        "JDBC, platform threads",
                        "1100 ±9%",
                        "0.52x [0.50–0.55]",
                        "",
                        "2.00 ms",
                        "10.0 ms",
                        "0",
                        "0.100",
                        "2.00x",
                        "0.040",
                        "0.050",
                        "250",
                        "1.15 s",
                        "24.7",
                        "");
    }

    @Test
    void showsTheSweepsTheGridAndTheLoadGenerator() throws IOException {
        String md = render("bench-run");

        assertThat(row(md, "**get**", "quarkus-reactive")).containsExactly("quarkus-reactive", "1050", "2100");
        assertThat(md).contains("## Latency against offered load");
        String grid = section(md, "## Data access × framework (closed, 64 users)");
        assertThat(section(grid, "### get"))
                .contains("**JDBC on platform threads costs 2.00x the CPU per request of Vert.x in Quarkus.**");
        assertThat(row(grid, "### get", "Quarkus")).containsExactly("Quarkus", "1100 · 0.100", "2100 · 0.050");
        assertThat(row(grid, "Driver effect", "Quarkus")).containsExactly("Quarkus", "1.91x · 0.50x");
        assertThat(grid).as("one framework: no framework effect").doesNotContain("Framework effect");
        // load generator 0.01 ms/req against the leanest app's 0.05: 20%; the target is against wrk (crosscheck)
        assertThat(row(md, "## Load generator", "get")).containsExactly("get", "0.010", "0.050", "20%");
        assertThat(md).contains("at most 1.1x wrk's");
        assertThat(md).contains("SELECT 1").contains("None: no errors");
    }

    @Test
    void theFullGridHasAnAnswerPerScenarioBothEffectsAndSpringsWebStacks() throws IOException {
        String md = render("grid-14");

        String grid = section(md, "## Data access × framework (closed, 64 users)");
        assertThat(grid).doesNotContain("one repeat");
        assertThat(grid.lines().filter(l -> l.startsWith("### ")).toList())
                .as("scenarios in the order the file ran them")
                .containsExactly("### create", "### get", "### list100", "### update");
        String get = section(grid, "### get");
        assertThat(get)
                .contains("**R2DBC costs 1.44x to 2.10x the CPU per request of Vert.x in all three frameworks.**");
        assertThat(row(get, "### get", "Micronaut"))
                .containsExactly("Micronaut", "1800 · 0.130", "1900 · 0.125", "1200 · 0.190", "2200 · 0.100");
        assertThat(row(get, "Driver effect", "Spring Boot"))
                .containsExactly("Spring Boot", "1.13x · ~0.93x", "0.87x · 1.25x", "1.33x · 0.79x");
        assertThat(row(get, "Framework effect", "Spring Boot"))
                .containsExactly("Spring Boot", "0.75x · 1.27x", "0.81x · 1.24x", "0.87x · ~1.09x", "0.83x · ~1.10x");
        assertThat(row(get, "Web stack × driver, Spring Boot", "Spring WebFlux"))
                .containsExactly("Spring WebFlux", "1100 · 0.180 (spring-webflux-jdbc)", "1300 · 0.175 (spring-r2dbc)");
        assertThat(get).doesNotContain("Web stack × driver, Quarkus").doesNotContain("Web stack × driver, Micronaut");

        // The per-scenario table keeps every variant, cross-stack ones with their axes.
        assertThat(row(md, "## get (closed, 64 users)", "spring-webflux-jdbc"))
                .startsWith(
                        "spring-webflux-jdbc",
                        "Spring Boot",
                        "Spring WebFlux (cross-stack)",
                        "JDBC, platform threads",
                        "1100 ±5%");
        assertThat(row(md, "## Variants", "micronaut-jdbc-virtual"))
                .startsWith(
                        "micronaut-jdbc-virtual",
                        "Micronaut",
                        "Micronaut HTTP",
                        "virtual",
                        "JDBC",
                        "pgjdbc, HikariCP (micronaut-data-jdbc)",
                        "1.20 s",
                        "20.0",
                        "2, 2, 2");
    }

    @Test
    void todaysSixVariantsRenderWithEmptyCellsAndTypedFlags() throws IOException {
        String md = render("grid-6");

        String grid = section(md, "## Data access × framework (closed, 64 users)");
        assertThat(grid).contains("These results have one repeat, so no ratio has a measured spread.");
        assertThat(row(section(grid, "### get"), "### get", "Quarkus"))
                .containsExactly("Quarkus", "2000 · 0.100", "", "2500 · 0.080");
        assertThat(grid).doesNotContain("Web stack × driver");
        assertThat(section(md, "## Flags"))
                .contains(
                        "- spring-r2dbc r1 closed users=64: get/get: non-2xx (3xx 0, 4xx 2, 5xx 0, other 0)",
                        "- micronaut-r2dbc r1: ERROR lines in its log (3, in logs/micronaut-r2dbc-r1.log)");
        assertThat(row(md, "## get (closed, 64 users)", "spring-r2dbc")).last().isEqualTo("⚑");
    }

    @Test
    void writesTheTablesAndTheChartsBesideTheRun() throws IOException {
        Path run = copy("grid-14");
        String md = Compare.render(run, List.of(run), null);

        assertThat(run.resolve("compare.md")).hasContent(md);
        for (String chart : List.of(
                "closed-throughput-get.png",
                "closed-p99-list100.png",
                "cpu-per-request.png",
                "memory.png",
                "startup.png",
                "grid-throughput-get.png",
                "grid-cpu-update.png")) {
            assertThat(run.resolve("charts").resolve(chart)).isNotEmptyFile();
            assertThat(md).contains("![" + chart + "](charts/" + chart + ")");
        }
        Path open = copy("bench-run");
        Compare.render(open, List.of(open), null);
        assertThat(open.resolve("charts/open-p99-get.png")).isNotEmptyFile();
    }

    @Test
    void theLatestRunIsTheNewestDirectoryWithASummary() throws IOException {
        Path run = copy("bench-run");
        Files.move(run, tmp.resolve("results/20261121-100000"));
        Files.createDirectories(tmp.resolve("results/20261122-000000"));
        Files.createDirectories(tmp.resolve("results/hyperfoil-20261123-000000"));
        assertThat(Compare.latest(tmp.resolve("results"))).isEqualTo(tmp.resolve("results/20261121-100000"));
        assertThatThrownBy(() -> Compare.latest(tmp.resolve("nothing"))).hasMessageContaining("just bench");
    }

    @Test
    void aSummaryOfAnotherSchemaIsRefused() throws IOException {
        Path run = copy("bench-run");
        Files.writeString(
                run.resolve(BenchSummary.FILE),
                Files.readString(run.resolve(BenchSummary.FILE)).replace("crudbench-results/2", "crudbench-results/1"));
        assertThatThrownBy(() -> Compare.render(run, List.of(run), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("expected crudbench-results/2");
    }
}
