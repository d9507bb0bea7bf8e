package crudbench.loadgen.report.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.analysis.PickAnalysis;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.report.TunedRun;
import crudbench.loadgen.report.pick.WhatToPick;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.ResponseTimes;
import crudbench.loadgen.results.RunLength;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.stress.StressFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Level;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;

/**
 * report.html opened from disk in headless Chromium, as a reader opens it: over the committed
 * fixtures (grid-14, grid-6, bench-run, bench-run with a sweep of its closed model, a stress run
 * and the committed findings run-3), the page loads with no console error, every chart container
 * has drawn an SVG of some size, every variant of the run is on the page, and the tables sort.
 * A bench page's first screen, in a laptop's window and in a desktop's, holds the answer, how
 * sure it is and the heat map side by side or one below the other, never one over another, and
 * no wider than the window. Screenshots of every page (its first screen, and the whole page) go to target/screenshots/ for
 * a reader to look at.
 *
 * <p>Skipped, with the reason, where Debian's chromium and chromium-driver are not installed;
 * .ci/run installs them, so CI runs it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReportPageBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path SCREENSHOTS = Path.of("target/screenshots");
    private static final Path FINDINGS = Path.of("../findings/run-3");
    private static final Path REFERENCE = Path.of("../results/reference");

    /** Windows a reader opens a page in: a laptop's and a desktop's. */
    private static final List<Dimension> SCREENS = List.of(new Dimension(1280, 800), new Dimension(1920, 1080));

    /**
     * The blocks of a bench page's first screen, top to bottom: the title, the run line, the
     * selectors, the answer's heading, the decision table, the main effects (folded to their
     * summary line), how sure, and the heat map. None may lie over another.
     */
    private static final List<String> FIRST_SCREEN =
            List.of("h1", "p.meta", ".toolbar", "#answer > h2", "#decision", "#main-effects", "#how-sure", "#grid");

    /** One directory for the class: each test writes its runs into directories of their own under it. */
    @TempDir
    Path tmp;

    private ChromeDriver browser;

    @BeforeAll
    void start() throws IOException {
        assumeTrue(
                Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "no " + CHROMIUM + " and " + CHROMEDRIVER
                        + ": the browser test of report.html is skipped (apt-get install chromium chromium-driver)");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--window-size=1400,1000");
        options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .build();
        browser = new ChromeDriver(service, options);
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void theFullGridDrawsTwelveCellsAndEveryChart() throws IOException {
        Path page = bench("grid-14");

        open(page, "grid-14");
        assertThat(heatmapCells()).as("3 frameworks × 4 data-access columns").isEqualTo(12);
        assertThat(drawnCharts())
                .as("the heatmap, three forest plots, CPU, memory and startup")
                .isGreaterThanOrEqualTo(7);
        assertEveryVariantShown(page, Fixtures.results("grid-14"));
        openMainEffects();
        assertThat(browser.findElements(By.cssSelector("#answers table tbody tr")))
                .as("the answer's table: three columns over the first, three frameworks over the average")
                .hasSize(6);
        assertThat(browser.findElement(By.id("answers")).getText())
                .contains("R2DBC over JDBC, platform threads")
                .contains("Spring Boot over the average framework")
                .contains("throughput (closed, ")
                .containsPattern("\\d\\.\\d\\dx \\[\\d\\.\\d\\d–\\d\\.\\d\\d]");
        assertThat(browser.findElement(By.id("how-sure")).getText())
                .contains("How sure: 1 epoch(s) × 3 round(s)")
                .contains("JVM-start differences not in the intervals")
                .contains("fixture CPU")
                .contains("0123abc");
    }

    /**
     * The heat map answers one question, what a data access does within a framework: each cell is
     * its framework's driver effect (GridData's driverEffect, the ratio compare.md prints), the
     * baseline column 1.00x, and a cell whose interval holds 1.00x is marked ~ and hatched.
     */
    @Test
    @SuppressWarnings("unchecked")
    void theHeatMapShowsEachFrameworksDriverEffectOverItsBaseline() throws IOException {
        open(bench("grid-14"), null);
        List<Map<String, Object>> cells = (List<Map<String, Object>>)
                browser.executeScript("const chart = echarts.getInstanceByDom(document.querySelector('#grid .chart'));"
                        + " const d = chart.getModel().getSeriesByIndex(0).getData(); const cells = [];"
                        + " for (let i = 0; i < d.count(); i++) { const item = d.getRawDataItem(i).item;"
                        + "   cells.push({framework: item.cell.framework, column: item.cell.column, label: item.label,"
                        + "     low: item.ratio ? item.ratio.low : 1, high: item.ratio ? item.ratio.high : 1,"
                        + "     hatched: !!d.getItemGraphicEl(i).style.decal}); }"
                        + " return cells;");
        List<String> driverEffects = (List<String>) browser.executeScript(
                "return JSON.parse(document.getElementById('data').textContent).grids[0].driverEffect"
                        + ".map(e => e.throughput.label);");
        String drawn = browser.findElement(By.cssSelector("#grid .chart svg")).getAttribute("textContent");
        long hatchedShapes = (Long) browser.executeScript(
                // Filled with a pattern (the hatch), not with a gradient (the colour scale's bar).
                "const svg = document.querySelector('#grid .chart svg');"
                        + " const patterns = Array.from(svg.querySelectorAll('pattern')).map(p => 'url(#' + p.id + ')');"
                        + " return Array.from(svg.querySelectorAll('[fill]'))"
                        + "   .filter(e => patterns.includes(e.getAttribute('fill'))).length;");

        assertThat(cells).as("3 frameworks × 4 data-access columns").hasSize(12);
        assertThat(cells)
                .filteredOn(c -> c.get("column").equals("jdbc-platform"))
                .as("the baseline column")
                .hasSize(3)
                .allSatisfy(c -> assertThat(c.get("label")).isEqualTo("1.00x (baseline)"));
        List<String> ratios = cells.stream()
                .filter(c -> !c.get("column").equals("jdbc-platform"))
                .map(c -> (String) c.get("label"))
                .toList();
        assertThat(ratios)
                .as("each framework's column over its own JDBC, platform threads: the page's driver effects")
                .hasSize(9)
                .containsExactlyInAnyOrderElementsOf(driverEffects)
                .allSatisfy(l -> assertThat(l).matches("~?\\d\\.\\d\\dx \\[\\d\\.\\d\\d–\\d\\.\\d\\d]"));
        assertThat(drawn).contains("(baseline)");
        for (String ratio : ratios) {
            assertThat(drawn)
                    .as("drawn in the heat map")
                    .contains(ratio.split(" "))
                    .doesNotContain("NaN");
        }
        assertThat(cells).allSatisfy(c -> {
            boolean holdsOne =
                    ((Number) c.get("low")).doubleValue() <= 1 && ((Number) c.get("high")).doubleValue() >= 1;
            boolean baseline = c.get("column").equals("jdbc-platform");
            assertThat(c.get("hatched")).as("hatched: %s", c).isEqualTo(holdsOne && !baseline);
            assertThat(((String) c.get("label")).startsWith("~"))
                    .as("marked ~: %s", c)
                    .isEqualTo(holdsOne && !baseline);
        });
        Map<String, Object> virtual = cells.stream()
                .filter(c ->
                        c.get("framework").equals("Quarkus") && c.get("column").equals("jdbc-virtual"))
                .findFirst()
                .orElseThrow();
        assertThat(virtual)
                .as("Quarkus on virtual threads: its interval holds 1.00x")
                .containsEntry("label", "~1.00x [0.98–1.02]")
                .containsEntry("hatched", true);
        assertThat(hatchedShapes)
                .as("a hatch drawn over each cell whose interval holds 1.00x")
                .isEqualTo(
                        cells.stream().filter(c -> (Boolean) c.get("hatched")).count())
                .isPositive();
    }

    @Test
    void theScenarioSelectorRedrawsTheGridAndTheTablesSort() throws IOException {
        open(bench("grid-14"), null);
        openMainEffects();
        String before = browser.findElement(By.id("answers")).getText();
        new Select(browser.findElement(By.cssSelector(".toolbar select"))).selectByValue("list100");
        assertThat(browser.findElement(By.id("answers")).getText()).isNotEqualTo(before);
        assertThat(heatmapCells()).isEqualTo(12);
        assertNoConsoleError("after choosing list100");
        new Select(browser.findElements(By.cssSelector(".toolbar select")).get(1)).selectByValue("cpu");
        assertThat(heatmapCells()).isEqualTo(12);
        assertThat(browser.findElement(By.cssSelector("#grid h3")).getText()).contains("app CPU per request");
        assertNoConsoleError("after choosing app CPU per request");

        browser.findElement(By.cssSelector("#every-effect summary")).click();
        WebElement effects = browser.findElement(By.cssSelector("#every-effect table"));
        WebElement estimate = effects.findElements(By.tagName("th")).get(8);
        List<Double> unsorted = column(effects, 8);
        estimate.click();
        List<Double> ascending = column(effects, 8);
        assertThat(ascending).isSorted().isNotEqualTo(unsorted).containsExactlyInAnyOrderElementsOf(unsorted);
        estimate.click();
        assertThat(column(effects, 8)).isEqualTo(ascending.reversed());
    }

    @Test
    void sixVariantsDrawTheirGrid() throws IOException {
        Path page = bench("grid-6");

        open(page, "grid-6");
        assertThat(heatmapCells()).as("six variants in a 3 × 3 grid").isEqualTo(6);
        assertThat(drawnCharts()).isGreaterThanOrEqualTo(6);
        assertEveryVariantShown(page, Fixtures.results("grid-6"));
        assertThat(browser.findElement(By.id("how-sure")).getText())
                .contains("flags")
                .contains("2 flag(s)");
    }

    @Test
    void twoVariantsAreTablesNotCharts() throws IOException {
        Path page = bench("bench-run");

        open(page, "bench-run");
        assertThat(browser.findElements(By.cssSelector("#grid .chart")))
                .as("one framework, two columns: a table")
                .isEmpty();
        assertThat(browser.findElements(By.cssSelector("#sweeps .chart")))
                .as("two concurrencies and one rate: tables")
                .isEmpty();
        assertThat(browser.findElements(By.cssSelector("#sweeps table"))).hasSizeGreaterThanOrEqualTo(4);
        drawnCharts();
        assertEveryVariantShown(page, Fixtures.results("bench-run"));
    }

    @Test
    void threeConcurrenciesOrMoreAreLines() throws IOException {
        Path run = sweep();
        Path page = Compare.page(run, Map.of());

        open(page, "bench-run-sweep");
        assertThat(browser.findElements(By.cssSelector("#sweeps .chart")))
                .as("throughput and p99 of get and list100 against 4, 16, 64 and 256 users")
                .hasSize(4);
        drawnCharts();
        assertThat(browser.findElement(By.id("how-sure")).getText())
                .contains("the target precision was reached")
                .contains("±5.0%");
    }

    @Test
    void aStressRunShowsEveryVerdictAndDrawsItsSeries() throws IOException {
        Path run = StressFixture.write(tmp.resolve("stress-fixture"));
        Path page = StressPage.write(run, StressFixture.registry());

        open(page, "stress");
        assertThat(drawnCharts())
                .as("capacity, its search, an overload, an outage and a silence per variant, the soak's RSS and p99")
                .isGreaterThanOrEqualTo(13);
        String text = browser.findElement(By.tagName("body")).getText();
        assertThat(text).contains(StressFixture.VARIANTS);
        assertThat(browser.findElements(By.cssSelector("#verdicts .badge"))).hasSize(15);
        assertThat(text).contains("14 of 15 verdicts passed").contains("The database silent under load");
        assertThat(browser.findElement(By.id("how-sure")).getText())
                .as("the plan of each fault")
                .contains("database away 3 s")
                .contains("database silent 8 s (no FIN, no RST)");
    }

    @Test
    void theCommittedFindingsRunShowsEveryClaimAndExperiment() throws IOException {
        Path run = Files.createDirectories(tmp.resolve("findings"));
        copyTree(FINDINGS, run);
        Path page = Compare.findingsPage(run, Map.of());

        open(page, "findings");
        assertThat(drawnCharts())
                .as("a forest of the sessions of each experiment")
                .isGreaterThanOrEqualTo(4);
        String text = browser.findElement(By.tagName("body")).getText();
        for (String experiment : List.of("filichkin", "smeets", "artemik", "smeets-network")) {
            Measurements results = Aggregation.of(List.of(BenchSummary.read(run.resolve(experiment))));
            assertThat(text).contains(results.variants());
        }
        assertThat(browser.findElements(By.cssSelector("#claims tbody tr"))).hasSize(8);
    }

    @Test
    void aTunedRunShowsEachMainEffectAtParityAndAtBestWithTheSettings() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("tuned"));
        TunedRun.summary(true).write(dir);
        open(Compare.page(dir, Map.of()), "tuned");
        openMainEffects();
        assertThat(browser.findElement(By.id("answers")).getText())
                .contains("at parity")
                .contains("at best")
                .contains("0.60x [")
                .contains("0.90x [");
        assertThat(browser.findElement(By.id("at-best")).getText()).contains("quarkus-r2dbc: R2DBC_FORCE_BINARY=true");
    }

    @Test
    void aRunAtParityAloneHasNoTableAtBest() throws IOException {
        open(bench("grid-14"), null);
        openMainEffects();
        assertThat(browser.findElement(By.id("at-best")).getText()).isEmpty();
    }

    @Test
    void theFirstScreenOfTheFullGridHoldsTheAnswerHowSureAndTheHeatMapApart() throws IOException {
        assertFirstScreen(bench("grid-14"), "grid-14");
    }

    /** The widest answer there is: throughput and CPU at equal load, each at parity and at best. */
    @Test
    void theFirstScreenOfTheCommittedReferenceRunFitsItsWidestAnswer() throws IOException {
        Path run = Files.createDirectories(tmp.resolve("reference"));
        Files.copy(REFERENCE.resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));
        assertFirstScreen(Compare.page(run, Map.of()), "reference");
    }

    @Test
    void theFirstScreenOfATunedRunFitsItsAnswer() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("tuned-first-screen"));
        TunedRun.summary(true).write(dir);
        assertFirstScreen(Compare.page(dir, Map.of()), "tuned");
    }

    @Test
    void theConsoleCheckSeesAnError() {
        browser.get("data:text/html,<script>throw new Error('deliberate')</script>");
        assertThat(consoleErrors()).anySatisfy(e -> assertThat(e).contains("deliberate"));
    }

    // -- helpers ------------------------------------------------------------------------------------

    private Path bench(String fixture) throws IOException {
        Path run = Files.createDirectories(Files.createTempDirectory(tmp, "run").resolve(fixture));
        Files.copy(Fixtures.DIR.resolve(fixture).resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));
        return Compare.page(run, Map.of());
    }

    /**
     * bench-run with its closed model at 4, 16, 64 and 256 users: 16 and 256 are its 64-user rows
     * with throughput scaled (0.8x and 1.1x), so the sweep has enough points to be drawn; and a
     * run length that stopped at its precision.
     */
    private Path sweep() throws IOException {
        BenchSummary s = BenchSummary.read(Fixtures.DIR.resolve("bench-run"));
        List<ScenarioRow> rows = new ArrayList<>(s.rows());
        for (ScenarioRow r : s.rows()) {
            if (r.loadModel() == LoadModel.CLOSED && r.load() == 64) {
                rows.add(scaled(r, 16, 0.8));
                rows.add(scaled(r, 256, 1.1));
            }
        }
        BenchSummary sweep = s.withMeasured(s.measured().withRows(rows))
                .withLength(new RunLength(0.05, 30, 2, RunLength.PRECISION, 0.048, 12.5));
        Path dir = Files.createDirectories(tmp.resolve("bench-run-sweep"));
        sweep.write(dir);
        return dir;
    }

    private static ScenarioRow scaled(ScenarioRow r, int users, double factor) {
        ScenarioRow.Traffic t = r.traffic();
        ResponseTimes l = r.latency();
        return new ScenarioRow(
                new ScenarioRow.RowId(r.variant(), r.epoch(), r.repeat(), r.loadModel(), users, r.scenario()),
                new ScenarioRow.Traffic(
                        t.windowMs(),
                        Math.round(t.requests() * factor),
                        Math.round(t.allRequests() * factor),
                        t.throughput() * factor,
                        t.errors(),
                        t.non2xx()),
                new ResponseTimes(l.meanMs(), l.p50Ms(), l.p90Ms(), l.p99Ms() * factor, l.p999Ms(), l.maxMs()),
                r.usage(),
                r.flags());
    }

    /** Opens the page from disk, checks the console, and saves a full-page screenshot when named. */
    private void open(Path page, String screenshot) throws IOException {
        browser.manage().window().setSize(new Dimension(1400, 1000));
        browser.get(page.toUri().toString());
        assertNoConsoleError("on loading " + page);
        if (screenshot != null) {
            // What a reader sees first, then the whole page.
            Files.write(
                    SCREENSHOTS.resolve(screenshot + "-first-screen.png"), browser.getScreenshotAs(OutputType.BYTES));
            long height = (Long) browser.executeScript("return Math.ceil(document.documentElement.scrollHeight)");
            browser.manage().window().setSize(new Dimension(1400, (int) Math.min(height + 40, 16_000)));
            Files.write(SCREENSHOTS.resolve(screenshot + ".png"), browser.getScreenshotAs(OutputType.BYTES));
            browser.manage().window().setSize(new Dimension(1400, 1000));
            assertNoConsoleError("after resizing " + page);
        }
    }

    /**
     * In each of {@link #SCREENS}, from the boxes the browser laid out: no two of the first
     * screen's blocks intersect, the page has no horizontal scroll bar, and the answer's table and
     * the heat map start within the first screen and lie within its width. A block's box is the
     * union of its own and its descendants', so a table that overflows its container counts where
     * it is drawn. Saves each first screen to target/screenshots/NAME-WxH.png. Every failure of
     * every size is reported at once.
     */
    private void assertFirstScreen(Path page, String name) throws IOException {
        SoftAssertions softly = new SoftAssertions();
        for (Dimension screen : SCREENS) {
            browser.manage().window().setSize(screen);
            browser.get(page.toUri().toString());
            assertNoConsoleError("on loading " + page + " at " + screen);
            String size = screen.getWidth() + "x" + screen.getHeight();
            Files.write(
                    SCREENSHOTS.resolve(name + "-" + size + "-first-screen.png"),
                    browser.getScreenshotAs(OutputType.BYTES));
            Map<String, Box> boxes = new LinkedHashMap<>();
            for (String block : FIRST_SCREEN) {
                boxes.put(block, painted(block));
            }
            long viewportWidth = (Long) browser.executeScript("return document.documentElement.clientWidth");
            long viewportHeight = (Long) browser.executeScript("return window.innerHeight");
            long scrollWidth = (Long) browser.executeScript("return document.documentElement.scrollWidth");
            String where = name + " in a " + size + " window (viewport " + viewportWidth + "x" + viewportHeight + ")";
            List<String> blocks = new ArrayList<>(boxes.keySet());
            for (int i = 0; i < blocks.size(); i++) {
                for (int j = i + 1; j < blocks.size(); j++) {
                    Box a = boxes.get(blocks.get(i));
                    Box b = boxes.get(blocks.get(j));
                    softly.assertThat(a.intersects(b))
                            .as("%s: %s %s and %s %s overlap", where, blocks.get(i), a, blocks.get(j), b)
                            .isFalse();
                }
            }
            String widest = (String)
                    browser.executeScript(
                            "const e = [...document.body.querySelectorAll('*')].filter(x => x.checkVisibility())"
                                    + "  .reduce((a, b) => b.getBoundingClientRect().right > a.getBoundingClientRect().right ? b : a);"
                                    + " return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + ' to x '"
                                    + "  + Math.round(e.getBoundingClientRect().right) + ' in #' + (e.parentElement.closest('[id]') || {}).id;");
            softly.assertThat(scrollWidth)
                    .as(
                            "%s: a horizontal scroll bar (scrollWidth %d > clientWidth %d; furthest right: %s)",
                            where, scrollWidth, viewportWidth, widest)
                    .isLessThanOrEqualTo(viewportWidth);
            // The main effects start within the first screen as their summary line, folded: opened, their table
            // lies within its width too.
            for (String block : List.of("#decision", "#main-effects", "#grid")) {
                Box box = painted(block);
                softly.assertThat(box.top())
                        .as("%s: %s %s starts below the first screen (height %d)", where, block, box, viewportHeight)
                        .isLessThan(viewportHeight);
                assertWithinWidth(softly, where, block, viewportWidth);
            }
            softly.assertThat(browser.findElements(By.cssSelector("#decision tbody tr")))
                    .as("%s: the decision table's rows, one per framework", where)
                    .hasSize(3);
            assertDecisionSaysWhatToPick(softly, page.getParent(), where);
            openMainEffects();
            assertWithinWidth(softly, where + ", the main effects opened", "#answers table", viewportWidth);
        }
        browser.manage().window().setSize(new Dimension(1400, 1000));
        softly.assertAll();
    }

    private void assertWithinWidth(SoftAssertions softly, String where, String block, long viewportWidth) {
        Box box = painted(block);
        softly.assertThat(box.left() >= 0 && box.right() <= viewportWidth)
                .as("%s: %s %s reaches beyond the viewport's width %d", where, block, box, viewportWidth)
                .isTrue();
    }

    /**
     * Every cell of the decision table says what what-to-pick.md's cell says for the same framework and column,
     * both from PickAnalysis over the run's summary: its lines one under the other, gain and cost unbolded.
     */
    private void assertDecisionSaysWhatToPick(SoftAssertions softly, Path run, String where) throws IOException {
        String md = WhatToPick.markdown(PickAnalysis.of(List.of(BenchSummary.read(run)), List.of(run.toString())));
        List<String> headers = cells(
                md.lines().filter(l -> l.startsWith("| framework ")).findFirst().orElseThrow());
        List<WebElement> rows = browser.findElements(By.cssSelector("#decision tbody tr"));
        List<String> frameworks = new ArrayList<>();
        for (WebElement row : rows) {
            String framework = row.findElement(By.tagName("th")).getText();
            frameworks.add(framework);
            List<String> expected = cells(md.lines()
                            .filter(l -> l.startsWith("| " + framework + " "))
                            .findFirst()
                            .orElseThrow(() -> new AssertionError("no row of " + framework + " in " + md)))
                    .stream()
                    .skip(1)
                    .map(c -> c.replace("**", "").replace("<br>", "\n"))
                    .toList();
            List<String> shown = row.findElements(By.tagName("td")).stream()
                    .map(WebElement::getText)
                    .toList();
            softly.assertThat(shown)
                    .as("%s: %s's cells under %s", where, framework, headers.subList(1, headers.size()))
                    .isEqualTo(expected);
        }
        softly.assertThat(frameworks)
                .as("%s: the decision table's frameworks", where)
                .isNotEmpty();
        softly.assertThat(browser.findElement(By.cssSelector("#decision thead")).getText())
                .as("%s: the decision table's header", where)
                .contains("over JDBC, platform threads")
                .contains(headers.subList(1, headers.size()));
    }

    /** A Markdown table row's cells, trimmed. */
    private static List<String> cells(String row) {
        String inner = row.strip().substring(1, row.strip().length() - 1);
        return Arrays.stream(inner.split("\\|")).map(String::strip).toList();
    }

    /** Opens the main effects' fold, as a reader clicks its summary line. */
    private void openMainEffects() {
        WebElement fold = browser.findElement(By.id("main-effects"));
        if (fold.getAttribute("open") == null) {
            fold.findElement(By.tagName("summary")).click();
        }
    }

    /** A block's box on the screen, in CSS pixels from the viewport's top left. */
    record Box(double left, double top, double right, double bottom) {

        /** More than a pixel of each other in both directions: boxes that only touch do not overlap. */
        boolean intersects(Box other) {
            return Math.min(right, other.right) - Math.max(left, other.left) > 1
                    && Math.min(bottom, other.bottom) - Math.max(top, other.top) > 1;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "[x %.0f–%.0f, y %.0f–%.0f]", left, right, top, bottom);
        }
    }

    /** The union of the boxes of the first element the selector finds and of everything drawn in it. */
    @SuppressWarnings("unchecked")
    private Box painted(String selector) {
        Map<String, Number> r = (Map<String, Number>) browser.executeScript(
                "const root = document.querySelector(arguments[0]);"
                        + " if (!root) throw new Error('no ' + arguments[0] + ' on the page');"
                        // checkVisibility: what a closed <details> holds keeps a box but is not drawn.
                        + " const boxes = [root, ...root.querySelectorAll('*')]"
                        + "   .filter(e => e.checkVisibility({visibilityProperty: true}))"
                        + "   .map(e => e.getBoundingClientRect()).filter(b => b.width > 0 && b.height > 0);"
                        + " return {left: Math.min(...boxes.map(b => b.left)), top: Math.min(...boxes.map(b => b.top)),"
                        + "   right: Math.max(...boxes.map(b => b.right)), bottom: Math.max(...boxes.map(b => b.bottom))};",
                selector);
        return new Box(
                r.get("left").doubleValue(),
                r.get("top").doubleValue(),
                r.get("right").doubleValue(),
                r.get("bottom").doubleValue());
    }

    private void assertNoConsoleError(String when) {
        assertThat(consoleErrors()).as("console errors " + when).isEmpty();
    }

    private List<String> consoleErrors() {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::toString)
                .toList();
    }

    /** The cells the heatmap's first series laid out, as ECharts holds them after drawing. */
    private long heatmapCells() {
        return (Long)
                browser.executeScript("const chart = echarts.getInstanceByDom(document.querySelector('#grid .chart'));"
                        + "return chart.getModel().getSeriesByIndex(0).getData().count();");
    }

    /**
     * Every chart container holds an SVG of non-zero size with shapes and text in it (ECharts
     * draws an empty SVG when its option fails); returns how many there are.
     */
    @SuppressWarnings("unchecked")
    private int drawnCharts() {
        List<Map<String, Object>> charts = (List<Map<String, Object>>)
                browser.executeScript("return Array.from(document.querySelectorAll('.chart')).map(c => {"
                        + " const svg = c.querySelector('svg'); const r = svg ? svg.getBoundingClientRect() : {width: 0, height: 0};"
                        + " return {title: c.textContent.slice(0, 80), width: r.width, height: r.height,"
                        + " shapes: svg ? svg.querySelectorAll('path, rect, circle, line, polyline').length : 0,"
                        + " texts: svg ? svg.querySelectorAll('text').length : 0}; });");
        assertThat(charts).allSatisfy(c -> {
            assertThat(((Number) c.get("width")).doubleValue())
                    .as("width of %s", c)
                    .isPositive();
            assertThat(((Number) c.get("height")).doubleValue())
                    .as("height of %s", c)
                    .isPositive();
            assertThat(((Number) c.get("shapes")).longValue())
                    .as("shapes of %s", c)
                    .isGreaterThan(3);
            assertThat(((Number) c.get("texts")).longValue())
                    .as("texts of %s", c)
                    .isPositive();
        });
        return charts.size();
    }

    private void assertEveryVariantShown(Path page, Measurements results) {
        String text = browser.findElement(By.tagName("body")).getText();
        assertThat(results.variants())
                .isNotEmpty()
                .allSatisfy(
                        v -> assertThat(text).as("variant %s on %s", v, page).contains(v));
    }

    private static List<Double> column(WebElement table, int index) {
        return table.findElements(By.cssSelector("tbody tr")).stream()
                .map(tr -> tr.findElements(By.tagName("td")).get(index).getAttribute("data-sort"))
                .filter(s -> s != null && !s.isEmpty())
                .map(Double::valueOf)
                .toList();
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (var files = Files.walk(from)) {
            for (Path f : files.filter(Files::isRegularFile)
                    .filter(f -> !f.toString().endsWith(".png"))
                    .toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                Files.createDirectories(target.getParent());
                Files.copy(f, target);
            }
        }
    }
}
