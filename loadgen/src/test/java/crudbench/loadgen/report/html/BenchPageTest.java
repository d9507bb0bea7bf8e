package crudbench.loadgen.report.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.analysis.PickAnalysis;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.report.grid.GridTables;
import crudbench.loadgen.report.grid.PickCells;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What report.html of a bench run is given to draw: the same figures compare.md prints. */
class BenchPageTest {

    private static final RunModel FOURTEEN = Fixtures.model("grid-14");

    @TempDir
    Path tmp;

    @Test
    void everyScenarioOfTheFullGridHasTwelveCellsItsMainEffectsAndCompareMdsAnswers() {
        BenchPage.BenchData data = BenchPage.data(FOURTEEN);

        assertThat(data.answer().grids())
                .extracting(GridData::scenario)
                .containsExactly("create", "get", "list100", "update");
        for (GridData grid : data.answer().grids()) {
            assertThat(grid.cells()).as(grid.scenario()).hasSize(12);
            assertThat(grid.answers())
                    .isEqualTo(GridTables.answers(FOURTEEN.grid(grid.scenario()).orElseThrow()));
            assertThat(grid.effects().columnEffect())
                    .extracting(GridData.GridRatio::column)
                    .containsExactly("jdbc-virtual", "r2dbc", "vertx");
            assertThat(grid.effects().frameworkEffect())
                    .extracting(GridData.GridRatio::framework)
                    .containsExactly("Quarkus", "Micronaut", "Spring Boot");
            assertThat(grid.effects().driverEffect()).hasSize(9);
            assertThat(grid.effects().interaction()).hasSize(9);
            assertThat(grid.webDriver()).singleElement().satisfies(w -> {
                assertThat(w.framework()).isEqualTo("Spring Boot");
                assertThat(w.cells()).hasSize(4);
            });
        }
        assertThat(data.answer().effects()).hasSize(FOURTEEN.effects().size());
        assertThat(data.detail().variants()).hasSize(14);
    }

    /**
     * The decision table is what-to-pick.md's cells for the run the page covers, each figure with the run's
     * interval for its tooltip; a page given no picks has none.
     */
    @Test
    void theDecisionTableHoldsWhatToPicksCellsWithTheirIntervals() throws IOException {
        Picks picks = PickAnalysis.of(
                List.of(BenchSummary.read(Fixtures.DIR.resolve("grid-14"))), List.of("results/grid-14"));
        DecisionData decision = BenchPage.data(FOURTEEN, picks).answer().decision();

        assertThat(decision.baseline()).isEqualTo("JDBC, platform threads");
        assertThat(decision.columns()).containsExactly("jdbc-virtual", "r2dbc", "vertx");
        assertThat(decision.rows())
                .extracting(DecisionData.DecisionRow::framework)
                .containsExactly("Quarkus", "Micronaut", "Spring Boot");
        DecisionData.DecisionCell r2dbc = decision.rows().getFirst().cells().get(1);
        PickCells.PickCell expected =
                PickCells.of(picks, "Quarkus", picks.columns().get(2));
        assertThat(r2dbc.column()).isEqualTo("r2dbc");
        assertThat(r2dbc.parity())
                .extracting(
                        DecisionData.DecisionLine::call,
                        l -> l.items().stream()
                                .map(DecisionData.DecisionFigure::text)
                                .toList())
                .containsExactlyElementsOf(expected.parity().stream()
                        .map(s -> tuple(
                                s.call().name().toLowerCase(Locale.ROOT),
                                s.items().stream()
                                        .map(PickCells.PickFigure::text)
                                        .toList()))
                        .toList());
        assertThat(r2dbc.parity().getFirst().items().getFirst().title())
                .matches("results/grid-14: \\d\\.\\d\\dx \\[\\d\\.\\d\\d–\\d\\.\\d\\d]");
        assertThat(decision.judged())
                .startsWith("Judged over one run: results/grid-14 on 2 cores, fixture CPU (one epoch, so its intervals"
                        + " leave out what differs between JVM starts). Figures: get, list100, update");
        assertThat(BenchPage.data(FOURTEEN).answer().decision()).isNull();
    }

    @Test
    void theCellsAndRatiosAreCompareMdsFigures() {
        GridData get = BenchPage.data(FOURTEEN).answer().grids().get(1);

        // CompareTest reads the same main effect off compare.md: R2DBC over JDBC on platform threads.
        assertThat(get.effects().columnEffect().get(1).throughput().label()).isEqualTo("0.76x [0.72–0.80]");
        assertThat(get.effects().columnEffect().get(1).cpu().label()).isEqualTo("1.39x [1.34–1.43]");
        GridData.Cell quarkusReactive = get.cells().stream()
                .filter(c -> c.variant().equals("quarkus-reactive"))
                .findFirst()
                .orElseThrow();
        assertThat(quarkusReactive.column()).isEqualTo("vertx");
        assertThat(quarkusReactive.throughput())
                .isEqualTo(FOURTEEN.data()
                        .cell("quarkus-reactive", LoadModel.CLOSED, 64, "get")
                        .orElseThrow()
                        .throughput()
                        .mean());
    }

    @Test
    void aColumnHasTheColourOfThePngCharts() {
        BenchPage.BenchData data = BenchPage.data(FOURTEEN);

        assertThat(data.answer().columns())
                .extracting(BenchPage.Column::id, BenchPage.Column::colour)
                .containsExactly(
                        tuple("jdbc-platform", "#1f77b4"),
                        tuple("jdbc-virtual", "#8fbbda"),
                        tuple("r2dbc", "#cc660b"),
                        tuple("vertx", "#238023"));
    }

    @Test
    void fewerThanThreeLoadsAreATable() {
        BenchPage.BenchData data = BenchPage.data(Fixtures.model("bench-run"));

        assertThat(data.detail().sweeps()).isNotEmpty().noneMatch(BenchPage.Sweep::chart);
        assertThat(data.detail().sweeps())
                .filteredOn(s -> s.scenario().equals("get") && s.model() == LoadModel.CLOSED)
                .singleElement()
                .satisfies(s -> assertThat(s.loads()).containsExactly(4, 64));
    }

    @Test
    void theDataCannotEndItsScriptElement() throws Exception {
        String json = HtmlPage.json(Map.of("flag", "ERROR </script><script>alert(1)</script>"));

        assertThat(json).doesNotContain("<").contains("\\u003c/script>");
        assertThat(new ObjectMapper().readTree(json).get("flag").asText())
                .isEqualTo("ERROR </script><script>alert(1)</script>");
    }

    @Test
    void thePageIsOneFileWithNothingToFetch() throws Exception {
        Path page = BenchPage.write(tmp, FOURTEEN);
        String html = Files.readString(page);

        assertThat(html).doesNotContainPattern("<script[^>]+src=").doesNotContainPattern("<link[^>]+href=");
        assertThat(html).doesNotContain("http://cdn").doesNotContain("https://cdn");
        assertThat(html).contains("echarts").contains("\"kind\":\"bench\"");
    }

    /**
     * A run that measured some cells only, between two that measured all: each figure's tooltip names the runs that
     * measured it, not the first ones in order (the Intel run has Spring Boot's columns and Quarkus' baseline, not
     * Quarkus' other columns).
     */
    @Test
    void aFiguresIntervalsNameTheRunsThatMeasuredIt() throws IOException {
        Path results = Path.of("..", "results");
        Picks picks = PickAnalysis.of(
                List.of(
                        BenchSummary.read(results.resolve("reference")),
                        BenchSummary.read(results.resolve("intel-xeon-quick-4")),
                        BenchSummary.read(results.resolve("reference-2"))),
                List.of("results/reference", "results/intel-xeon-quick-4", "results/reference-2"));
        DecisionData decision = DecisionData.of(picks).orElseThrow();
        String spring = titles(decision, "Spring Boot", "r2dbc");
        String quarkus = titles(decision, "Quarkus", "r2dbc");
        assertThat(spring)
                .contains("results/reference: ")
                .contains("results/intel-xeon-quick-4: ")
                .contains("results/reference-2: ");
        assertThat(quarkus)
                .contains("results/reference: ")
                .contains("results/reference-2: ")
                .doesNotContain("results/intel-xeon-quick-4");
    }

    private static String titles(DecisionData decision, String framework, String column) {
        return decision.rows().stream()
                .filter(r -> r.framework().equals(framework))
                .flatMap(r -> r.cells().stream())
                .filter(c -> c.column().equals(column))
                .flatMap(c -> c.parity().stream())
                .flatMap(l -> l.items().stream())
                .map(DecisionData.DecisionFigure::title)
                .reduce("", (a, b) -> a + "\n" + b);
    }
}
