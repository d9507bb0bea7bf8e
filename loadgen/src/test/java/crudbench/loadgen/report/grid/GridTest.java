package crudbench.loadgen.report.grid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.analysis.Measurements;
import crudbench.loadgen.analysis.RepeatRange;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The grid on the 14-variant fixture (grid-14): three repeats whose throughput and CPU per
 * request are each variant's base value times 0.95, 1.00 and 1.05 (0.85, 1.00, 1.15 for
 * create), so a ratio a/b of two cells has the range (a/b)·0.905 to (a/b)·1.105. Base values
 * of get, as requests/s · CPU ms per request:
 *
 * <pre>
 *              JDBC platform   JDBC virtual   R2DBC         Vert.x
 * Quarkus      2000 · 0.110    2100 · 0.105   1500 · 0.160  2400 · 0.100
 * Micronaut    1800 · 0.130    1900 · 0.125   1200 · 0.190  2200 · 0.100
 * Spring Boot  1500 · 0.140    1700 · 0.130   1300 · 0.175  2000 · 0.110
 * cross-stack: spring-webflux-jdbc 1100 · 0.180, spring-mvc-r2dbc 1000 · 0.200
 * </pre>
 */
class GridTest {

    private static final Measurements FOURTEEN = Fixtures.results("grid-14");
    private static final Grid GET = Grid.of(FOURTEEN, "get", 64);

    private static AccessColumn column(Grid grid, String access) {
        return grid.columns().stream()
                .filter(c -> c.id().equals(access))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void rowsAreFrameworksAndColumnsTheDataAccessInTheRegistrysOrder() {
        assertThat(GET.frameworks()).containsExactly("Quarkus", "Micronaut", "Spring Boot");
        assertThat(GET.columns())
                .extracting(AccessColumn::header)
                .containsExactly("JDBC, platform threads", "JDBC, virtual threads", "R2DBC", "Vert.x");
        assertThat(GET.shadowed())
                .as("cross-stack variants are not in the grid, so no cell is taken twice")
                .isEmpty();
    }

    @ParameterizedTest(name = "{0} × {1}: {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Quarkus     | jdbc-platform | 2000 · 0.110",
                "Quarkus     | jdbc-virtual  | 2100 · 0.105",
                "Quarkus     | r2dbc         | 1500 · 0.160",
                "Quarkus     | vertx         | 2400 · 0.100",
                "Micronaut   | r2dbc         | 1200 · 0.190",
                "Spring Boot | jdbc-platform | 1500 · 0.140",
                "Spring Boot | r2dbc         | 1300 · 0.175",
                "Spring Boot | vertx         | 2000 · 0.110"
            })
    void eachCellIsItsVariantsMeanOverRepeats(String framework, String access, String expected) {
        assertThat(GET.cell(framework, column(GET, access)).map(GridTables::cell))
                .contains(expected);
    }

    @ParameterizedTest(name = "driver effect {0} × {1}: {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                // throughput 2100/2000 = 1.05 and CPU 0.105/0.110 = 0.95: both ranges include 1.00x
                "Quarkus     | jdbc-virtual | ~1.05x · ~0.95x",
                "Quarkus     | r2dbc        | 0.75x · 1.45x",
                // CPU 0.100/0.110 = 0.91, range 0.82 to 1.00: not a measured difference
                "Quarkus     | vertx        | 1.20x · ~0.91x",
                "Micronaut   | r2dbc        | 0.67x · 1.46x",
                "Micronaut   | vertx        | 1.22x · 0.77x",
                "Spring Boot | r2dbc        | 0.87x · 1.25x",
                "Spring Boot | vertx        | 1.33x · 0.79x"
            })
    void theDriverEffectHoldsTheFrameworkAndDividesByJdbcOnPlatformThreads(
            String framework, String access, String expected) {
        Grid.Ratios r = GET.driverEffect(framework, column(GET, access)).orElseThrow();
        assertThat(GridTables.ratio(r.throughput(), false) + " · " + GridTables.ratio(r.cpu(), false))
                .isEqualTo(expected);
    }

    @Test
    void theDriverEffectsRangeSpansEveryRepeatAgainstEveryOther() {
        RepeatRange r2dbcOverPlatform = GET.driverEffect("Micronaut", column(GET, "r2dbc"))
                .orElseThrow()
                .cpu();
        // (0.190 · 0.95) / (0.130 · 1.05) to (0.190 · 1.05) / (0.130 · 0.95)
        assertThat(r2dbcOverPlatform.min()).isCloseTo(0.1805 / 0.1365, offset(1e-9));
        assertThat(r2dbcOverPlatform.max()).isCloseTo(0.1995 / 0.1235, offset(1e-9));
        assertThat(r2dbcOverPlatform.mean()).isCloseTo(0.190 / 0.130, offset(1e-9));
        assertThat(r2dbcOverPlatform.n()).isEqualTo(3);
    }

    @ParameterizedTest(name = "framework effect {0} × {1}: {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Quarkus     | jdbc-platform | 1.00x · 1.00x",
                "Micronaut   | jdbc-platform | 0.90x · 1.18x",
                "Spring Boot | jdbc-platform | 0.75x · 1.27x",
                "Spring Boot | jdbc-virtual  | 0.81x · 1.24x",
                "Quarkus     | r2dbc         | 1.00x · 1.00x",
                // CPU 0.175 over Quarkus' 0.160 = 1.09, range 0.99 to 1.21: not a measured difference
                "Spring Boot | r2dbc         | 0.87x · ~1.09x"
            })
    void theFrameworkEffectHoldsTheDataAccessAndDividesByTheColumnsBest(
            String framework, String access, String expected) {
        List<String> row = Fixtures.row(GridTables.frameworkEffect(GET).markdown(), "framework", framework);
        int at = GET.columns().indexOf(column(GET, access)) + 1;
        assertThat(row.get(at)).isEqualTo(expected);
    }

    @Test
    void springsWebStacksAgainstTheDriversTheyShare() {
        List<WebDriverGrid> tables = WebDriverGrid.of(FOURTEEN, "get", 64);
        assertThat(tables).extracting(WebDriverGrid::framework).containsExactly("Spring Boot");
        WebDriverGrid spring = tables.getFirst();
        assertThat(spring.webs()).containsExactly("Spring MVC", "Spring WebFlux");
        assertThat(spring.drivers()).as("Vert.x runs on WebFlux only").containsExactly("jdbc", "r2dbc");
        String md = GridTables.webDriver(spring).markdown();
        assertThat(Fixtures.row(md, "web stack", "Spring MVC"))
                .containsExactly("Spring MVC", "1500 · 0.140 (spring-jdbc)", "1000 · 0.200 (spring-mvc-r2dbc)");
        assertThat(Fixtures.row(md, "web stack", "Spring WebFlux"))
                .containsExactly("Spring WebFlux", "1100 · 0.180 (spring-webflux-jdbc)", "1300 · 0.175 (spring-r2dbc)");
    }

    @Test
    void todaysSixVariantsLeaveEmptyCellsAndNoWebDriverTable() {
        Measurements six = Fixtures.results("grid-6");
        Grid grid = Grid.of(six, "get", 64);
        assertThat(grid.columns()).extracting(AccessColumn::id).containsExactly("jdbc-platform", "r2dbc", "vertx");
        String md = GridTables.grid(grid).markdown();
        assertThat(Fixtures.row(md, "framework", "Quarkus"))
                .containsExactly("Quarkus", "2000 · 0.100", "", "2500 · 0.080");
        assertThat(Fixtures.row(md, "framework", "Micronaut"))
                .containsExactly("Micronaut", "1800 · 0.120", "1500 · 0.150", "");
        assertThat(Fixtures.row(md, "framework", "Spring Boot"))
                .containsExactly("Spring Boot", "1500 · 0.140", "1200 · 0.210 ⚑", "");
        assertThat(Fixtures.row(GridTables.driverEffect(grid).markdown(), "framework", "Quarkus"))
                .as("one repeat: ratios without a range, never marked ~")
                .containsExactly("Quarkus", "", "1.25x · 0.80x");
        assertThat(WebDriverGrid.of(six, "get", 64))
                .as("no driver runs on both of Spring's web stacks")
                .isEmpty();
    }
}
