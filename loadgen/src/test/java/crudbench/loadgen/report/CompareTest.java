package crudbench.loadgen.report;

import static crudbench.loadgen.analysis.Fixtures.row;
import static crudbench.loadgen.analysis.Fixtures.section;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.compare.Compare;
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
    void aRunIsNamedByItsFolderInTheCheckoutWithTheRoundsItRan() throws IOException {
        Path inside = Files.createDirectories(Path.of("target", "compare-naming", "bench-run"));
        BenchSummary planned = BenchSummary.read(Fixtures.DIR.resolve("bench-run"));
        // the profile planned two rounds; keep the first only, as a run cut short would have it
        planned.withMeasured(planned.measured()
                        .withRows(planned.rows().stream()
                                .filter(r -> r.repeat() == 1)
                                .toList()))
                .write(inside);

        String md = Compare.render(inside.toAbsolutePath(), List.of(inside.toAbsolutePath()), null);

        assertThat(md.lines().filter(l -> l.startsWith("- `")).findFirst().orElseThrow())
                .startsWith("- `loadgen/target/compare-naming/bench-run`: ")
                .contains(", 1 round(s), ");
    }

    @Test
    void averagesRepeatsAndRatesEachVariantAgainstTheBest() throws IOException {
        String md = render("bench-run");

        // get at 64 users: jdbc 1000 and 1200 req/s (geometric mean 1095), reactive 2000 and 2200 (2098); two rounds
        // give t(0.975, 1) = 12.7, so every interval is wide. Paired by round, jdbc/reactive is 0.500 and 0.545:
        // geometric mean 0.522, interval exp(ln 0.522 ± 12.7 · 0.0435).
        // variant, framework, web, data access, req/s, ×best [CI], % of ceiling, p50, p99, errors, app CPU, ×best,
        // DB CPU, DB CPU at the open model's rate, RSS, startup, artifact, flags
        assertThat(row(md, "## get (closed, 64 users)", "quarkus-reactive"))
                .containsExactly(
                        "quarkus-reactive",
                        "Quarkus",
                        "Quarkus REST",
                        "Vert.x",
                        "2098 ±83%",
                        "best",
                        "",
                        "1.00 ms",
                        "5.00 ms",
                        "0",
                        "0.050",
                        "best",
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
                        "1095 ±218%",
                        "0.52x [0.30–0.91]",
                        "",
                        "2.00 ms",
                        "10.0 ms",
                        "0",
                        "0.100",
                        "2.00x [2.00–2.00]",
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

        assertThat(row(md, "**get**", "quarkus-reactive")).containsExactly("quarkus-reactive", "1049", "2098");
        assertThat(md).contains("## Latency against offered load");
        String grid = section(md, "## Data access × framework (closed, 64 users)");
        assertThat(section(grid, "### get"))
                .contains("**Throughput, each column over JDBC on platform threads, averaged over the one framework"
                        + " with both: Vert.x 1.91x [1.10–3.33] (Quarkus only).**");
        assertThat(row(grid, "### get", "Quarkus")).containsExactly("Quarkus", "1095 · 0.100", "2098 · 0.050");
        assertThat(row(grid, "Driver effect", "Quarkus"))
                .containsExactly("Quarkus", "1.91x [1.10–3.33] · 0.50x [0.50–0.50]");
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
        assertThat(grid).doesNotContain("one round");
        assertThat(grid.lines().filter(l -> l.startsWith("### ")).toList())
                .as("scenarios in the order the file ran them")
                .containsExactly("### create", "### get", "### list100", "### update");
        String get = section(grid, "### get");
        assertThat(get)
                .contains("R2DBC 1.39x [1.34–1.43], but it depends on the framework: Quarkus 1.45x [1.32–1.60],"
                        + " Micronaut 1.46x [1.43–1.50], Spring Boot 1.25x [1.18–1.32]");
        assertThat(row(get, "Main effects", "R2DBC over JDBC, platform threads"))
                .containsExactly("R2DBC over JDBC, platform threads", "0.76x [0.72–0.80]", "1.39x [1.34–1.43]", "±17%");
        assertThat(row(get, "### get", "Micronaut"))
                .containsExactly("Micronaut", "1800 · 0.130", "1900 · 0.125", "1200 · 0.190", "2200 · 0.100");
        assertThat(row(get, "Driver effect", "Spring Boot"))
                .containsExactly(
                        "Spring Boot",
                        "1.13x [1.10–1.16] · 0.93x [0.91–0.95]",
                        "0.87x [0.82–0.91] · 1.25x [1.18–1.32]",
                        "1.33x [1.31–1.36] · 0.79x [0.76–0.82]");
        assertThat(row(get, "Framework effect", "Quarkus")).element(1).isEqualTo("best · best");
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
                        "1100 ±7%");
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
        assertThat(grid).contains("R2DBC 0.82x (one round: no interval)");
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
    void writesTheTablesTheChartsAndThePageBesideTheRun() throws IOException {
        Path run = copy("grid-14");
        String md = Compare.render(run, List.of(run), null);

        assertThat(run.resolve("compare.md")).hasContent(md);
        // The page itself is opened in a browser by report.html.ReportPageBrowserTest; here, that compare writes it.
        assertThat(Files.readString(run.resolve("report.html")))
                .contains("<title>crudbench results: grid-14</title>")
                .contains("quarkus-reactive");
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
                .hasMessageContaining("expected " + BenchSummary.SCHEMA);
    }
}
