package crudbench.loadgen.report.grid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.WebDriverGrid;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.RatioInterval;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The grid on the 14-variant fixture (grid-14): three rounds. In round r every variant's
 * throughput and CPU per request is its base value times the machine's factor (1/1.05, 1,
 * 1.05; for create 1/1.15, 1, 1.15), which pairing cancels, times noise of its own: two
 * pseudo-random factors within ±2% and, in the third round, the inverse of their product. Every
 * geometric mean over the rounds is therefore the base value, and every ratio's estimate the
 * ratio of base values. Base values of get, as requests/s · CPU ms per request:
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
    private static final GridView GET = Fixtures.model("grid-14").grid("get").orElseThrow();

    private static AccessColumn column(GridView grid, String access) {
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
                "Quarkus     | jdbc-virtual | 2100 | 2000 | 0.105 | 0.110",
                "Quarkus     | r2dbc        | 1500 | 2000 | 0.160 | 0.110",
                "Quarkus     | vertx        | 2400 | 2000 | 0.100 | 0.110",
                "Micronaut   | r2dbc        | 1200 | 1800 | 0.190 | 0.130",
                "Micronaut   | vertx        | 2200 | 1800 | 0.100 | 0.130",
                "Spring Boot | r2dbc        | 1300 | 1500 | 0.175 | 0.140",
                "Spring Boot | vertx        | 2000 | 1500 | 0.110 | 0.140"
            })
    void theDriverEffectHoldsTheFrameworkAndDividesByJdbcOnPlatformThreads(
            String framework, String access, double throughput, double base, double cpu, double baseCpu) {
        GridView.Ratios r = GET.driverEffect(framework, column(GET, access)).orElseThrow();
        assertThat(r.throughput().estimate()).isCloseTo(throughput / base, offset(1e-9));
        assertThat(r.cpu().estimate()).isCloseTo(cpu / baseCpu, offset(1e-9));
        assertThat(r.throughput().rounds()).isEqualTo(3);
        assertThat(r.throughput().includes(r.throughput().estimate())).isTrue();
    }

    @Test
    void aRatiosIntervalIsTheTIntervalOfItsRoundsLogRatios() {
        Map<Integer, Double> r2dbc = FOURTEEN.throughputs("quarkus-r2dbc", LoadModel.CLOSED, 64, "get");
        Map<Integer, Double> jdbc = FOURTEEN.throughputs("quarkus-jdbc", LoadModel.CLOSED, 64, "get");
        double[] logs = r2dbc.keySet().stream()
                .mapToDouble(r -> Math.log(r2dbc.get(r) / jdbc.get(r)))
                .toArray();
        double mean = Arrays.stream(logs).average().orElseThrow();
        double sd =
                Math.sqrt(Arrays.stream(logs).map(x -> (x - mean) * (x - mean)).sum() / (logs.length - 1));
        double reach = 4.3027 * sd / Math.sqrt(logs.length); // t(0.975, 2)

        RatioInterval ratio =
                GET.driverEffect("Quarkus", column(GET, "r2dbc")).orElseThrow().throughput();

        assertThat(ratio.estimate()).isCloseTo(0.75, offset(1e-9));
        assertThat(ratio.low()).isCloseTo(Math.exp(mean - reach), offset(1e-4));
        assertThat(ratio.high()).isCloseTo(Math.exp(mean + reach), offset(1e-4));
        assertThat(ratio.clear()).isTrue();
    }

    @Test
    void theDataAccessMainEffectAveragesTheFrameworksDriverEffects() {
        RatioInterval r2dbc =
                GET.columnEffect(column(GET, "r2dbc")).orElseThrow().throughput();
        double expected = Math.cbrt((1500.0 / 2000) * (1200.0 / 1800) * (1300.0 / 1500));
        assertThat(r2dbc.estimate()).isCloseTo(expected, offset(1e-9));
        assertThat(r2dbc.clear()).as("R2DBC serves less in every framework").isTrue();
        RatioInterval quarkus =
                GET.interaction("Quarkus", column(GET, "r2dbc")).orElseThrow().throughput();
        assertThat(quarkus.estimate()).isCloseTo(0.75 / expected, offset(1e-9));
    }

    @Test
    void theFrameworkMainEffectIsOverTheAverageFrameworkAcrossTheColumns() {
        double[][] get = {{2000, 2100, 1500, 2400}, {1800, 1900, 1200, 2200}, {1500, 1700, 1300, 2000}};
        double all = 0;
        double quarkus = 0;
        for (int f = 0; f < 3; f++) {
            for (int c = 0; c < 4; c++) {
                all += Math.log(get[f][c]) / 12;
                quarkus += f == 0 ? Math.log(get[f][c]) / 4 : 0;
            }
        }
        assertThat(GET.frameworkMainEffect("Quarkus").orElseThrow().throughput().estimate())
                .isCloseTo(Math.exp(quarkus - all), offset(1e-9));
    }

    @ParameterizedTest(name = "framework effect {0} × {1}: {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Quarkus     | jdbc-platform | best · best",
                "Micronaut   | jdbc-platform | 0.90x",
                "Spring Boot | jdbc-platform | 0.75x",
                "Spring Boot | jdbc-virtual  | 0.81x",
                "Quarkus     | r2dbc         | best · best",
                "Spring Boot | r2dbc         | 0.87x"
            })
    void theFrameworkEffectHoldsTheDataAccessAndDividesByTheColumnsBest(
            String framework, String access, String expected) {
        List<String> row = Fixtures.row(GridTables.frameworkEffect(GET).markdown(), "framework", framework);
        int at = GET.columns().indexOf(column(GET, access)) + 1;
        assertThat(row.get(at)).startsWith(expected);
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
        GridView grid = Fixtures.model("grid-6").grid("get").orElseThrow();
        assertThat(grid.columns()).extracting(AccessColumn::id).containsExactly("jdbc-platform", "r2dbc", "vertx");
        String md = GridTables.grid(grid).markdown();
        assertThat(Fixtures.row(md, "framework", "Quarkus"))
                .containsExactly("Quarkus", "2000 · 0.100", "", "2500 · 0.080");
        assertThat(Fixtures.row(md, "framework", "Micronaut"))
                .containsExactly("Micronaut", "1800 · 0.120", "1500 · 0.150", "");
        assertThat(Fixtures.row(md, "framework", "Spring Boot"))
                .containsExactly("Spring Boot", "1500 · 0.140", "1200 · 0.210 ⚑", "");
        assertThat(Fixtures.row(GridTables.driverEffect(grid).markdown(), "framework", "Quarkus"))
                .as("one round: ratios without an interval, never marked ~")
                .containsExactly("Quarkus", "", "1.25x (one round: no interval) · 0.80x (one round: no interval)");
        assertThat(WebDriverGrid.of(six, "get", 64))
                .as("no driver runs on both of Spring's web stacks")
                .isEmpty();
    }
}
