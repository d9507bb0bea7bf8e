package crudbench.loadgen.findings;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.drivers.baseline.DriversResult;
import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RoundTrip;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.ScenarioRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The verdict rules on made-up rounds: each verdict reachable, and a missing experiment says so. */
class ClaimsTest {

    /** MVC + JDBC's throughput in each of three rounds, in the experiments built below. */
    private static final double[] JDBC_ROUNDS = {1000, 1100, 900};

    /** WebFlux + JDBC, the slowest of Smeets' four where a test does not say otherwise. */
    private static final double[] WEBFLUX_JDBC_LAST = {500, 550, 450};

    private static ScenarioRow row(String variant, int round, int users, String scenario, double throughput) {
        return Rows.closed(variant, round, users, scenario)
                .throughput(throughput)
                .appCpuMs(throughput * 0.05)
                .build();
    }

    /** Three rounds of each session: its throughputs, one per round. */
    private static Measurements results(int users, String scenario, Map<String, double[]> sessions) {
        List<ScenarioRow> rows = new ArrayList<>();
        sessions.forEach((label, values) -> {
            for (int i = 0; i < values.length; i++) {
                rows.add(row(label, i + 1, users, scenario, values[i]));
            }
        });
        return measurements(rows, null);
    }

    /** One run of these rows, with the round trip it measured (null: straight to PostgreSQL). */
    private static Measurements measurements(List<ScenarioRow> rows, RoundTrip roundTrip) {
        BenchSummary run = BenchSummary.of(BenchSummary.Measured.of(List.of(), rows));
        return Aggregation.of(List.of(
                roundTrip == null
                        ? run
                        : run.withSurroundings(BenchSummary.Surroundings.NONE.withRoundTrip(roundTrip))));
    }

    private static DriversResult baseline(double jdbc, double vertx) {
        return new DriversResult(
                DriversResult.SCHEMA,
                "start",
                "end",
                null,
                null,
                Map.of(),
                List.of(
                        new DriversResult.Row("jdbc", "get", 16, 16, 3, 1, jdbc, null, null, null, null, 0, null, null),
                        new DriversResult.Row(
                                "vertx", "get", 16, 16, 3, 1, vertx, null, null, null, null, 0, null, null)),
                List.of());
    }

    @Test
    void filichkinHoldsWhenR2dbcServesHalfAndNotWhenItServesNearlyAll() {
        Measurements half = results(
                200,
                "list100",
                Map.of(Experiments.JDBC, new double[] {1000, 1100, 900}, Experiments.R2DBC, new double[] {500, 560, 440
                }));
        Measurements close = results(
                200,
                "list100",
                Map.of(Experiments.JDBC, new double[] {1000, 1100, 900}, Experiments.R2DBC, new double[] {950, 1060, 860
                }));

        Claims.Finding holds =
                Claims.evaluate(Map.of("filichkin", half), List.of(), 16).getFirst();
        Claims.Finding not =
                Claims.evaluate(Map.of("filichkin", close), List.of(), 16).getFirst();

        assertThat(holds.number()).isEqualTo(1);
        assertThat(holds.verdict()).isEqualTo(Claims.HOLDS);
        assertThat(holds.retest().ours()).startsWith("0.50x [");
        assertThat(not.verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
    }

    /** Claim 4's sessions at 100 users on get: MVC + JDBC, WebFlux + Vert.x and WebFlux + R2DBC on r2dbc-pool 1.0.2. */
    private static Claims.Finding afterTheFix(double[] jdbc, double[] vertx, double[] r2dbc) {
        Measurements run = results(
                100,
                "get",
                Map.of(Experiments.JDBC_100, jdbc, Experiments.VERTX_100, vertx, Experiments.R2DBC_100, r2dbc));
        return finding(Claims.evaluate(Map.of("artemik", run), List.of(), 16), 4);
    }

    @Test
    void afterTheFixR2dbcWithinFivePercentOfBothHoldsAndAGapDoesNot() {
        double[] jdbc = {1000, 1000, 1000};
        Claims.Finding near = afterTheFix(jdbc, new double[] {1000, 1000, 1000}, new double[] {990, 1000, 995});
        Claims.Finding gap = afterTheFix(jdbc, new double[] {1000, 990, 1010}, new double[] {700, 720, 690});

        assertThat(near.verdict()).isEqualTo(Claims.HOLDS);
        assertThat(gap.verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
    }

    @Test
    void afterTheFixAnIntervalAcrossTheFivePercentBandCannotTell() {
        double[] jdbc = {1000, 1000, 1000};
        Claims.Finding cannotTell = afterTheFix(jdbc, new double[] {1000, 990, 1010}, new double[] {700, 1300, 1000});
        Claims.Finding inPart = afterTheFix(jdbc, new double[] {1400, 1390, 1410}, new double[] {1000, 1000, 1000});

        assertThat(cannotTell.verdict())
                .as("an interval reaching into ±5% is not one within it")
                .isEqualTo(Claims.UNDECIDED);
        assertThat(cannotTell.retest().why()).contains("whether R2DBC is within 5% of either");
        assertThat(inPart.verdict()).isEqualTo(Claims.IN_PART);
        assertThat(inPart.retest().why()).isEqualTo("R2DBC is within 5% of MVC + JDBC but not of WebFlux + Vert.x.");
    }

    @Test
    void theStandaloneClaimCannotTellWhenTheBaselineRunsDisagree() {
        List<Claims.Finding> spread =
                Claims.evaluate(Map.of(), List.of(baseline(1000, 700), baseline(900, 1200), baseline(1100, 1050)), 16);

        assertThat(finding(spread, 5).verdict()).isEqualTo(Claims.UNDECIDED);
        assertThat(finding(spread, 5).retest().why()).contains("the 3 baseline runs differ too much");
    }

    @Test
    void theStandaloneClaimPairsTheBaselineRuns() {
        List<Claims.Finding> alike =
                Claims.evaluate(Map.of(), List.of(baseline(1000, 990), baseline(900, 910), baseline(1100, 1080)), 16);
        List<Claims.Finding> apart =
                Claims.evaluate(Map.of(), List.of(baseline(1000, 700), baseline(900, 640), baseline(1100, 760)), 16);

        assertThat(finding(alike, 5).verdict()).isEqualTo(Claims.HOLDS);
        assertThat(finding(apart, 5).verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
        assertThat(finding(apart, 5).retest().ours()).startsWith("Vert.x over JDBC, get: 0.70x");
    }

    /** The smeets-network experiment: three rounds of both sessions at 64 and 512 users, the database 5 ms away. */
    private static Measurements acrossANetwork(double[] r2dbcAt64, double[] r2dbcAt512) {
        List<ScenarioRow> rows = new ArrayList<>();
        double[] jdbc = {1000, 1100, 900};
        for (int i = 0; i < 3; i++) {
            rows.add(row(Experiments.JDBC_100, i + 1, 64, "list10", jdbc[i]));
            rows.add(row(Experiments.JDBC_100, i + 1, 512, "list10", jdbc[i]));
            rows.add(row(Experiments.R2DBC_100, i + 1, 64, "list10", r2dbcAt64[i]));
            rows.add(row(Experiments.R2DBC_100, i + 1, 512, "list10", r2dbcAt512[i]));
        }
        return measurements(rows, new RoundTrip(5.0, 6.25, 0.05));
    }

    @Test
    void theCrossoverAcrossANetworkHoldsWhereR2dbcLeadsAboveAndTrailsBelow() {
        Claims.Finding crossing = finding(
                Claims.evaluate(
                        Map.of(
                                "smeets-network",
                                acrossANetwork(new double[] {700, 770, 630}, new double[] {1300, 1430, 1170})),
                        List.of(),
                        16),
                8);
        Claims.Finding behind = finding(
                Claims.evaluate(
                        Map.of(
                                "smeets-network",
                                acrossANetwork(new double[] {700, 770, 630}, new double[] {600, 660, 540})),
                        List.of(),
                        16),
                8);
        Claims.Finding unclear = finding(
                Claims.evaluate(
                        Map.of(
                                "smeets-network",
                                acrossANetwork(new double[] {700, 770, 630}, new double[] {1200, 900, 1000})),
                        List.of(),
                        16),
                8);

        assertThat(crossing.verdict()).isEqualTo(Claims.HOLDS);
        assertThat(crossing.retest().ours())
                .startsWith("WebFlux + R2DBC over MVC + JDBC, list10, the database 5 ms away (a round trip measured"
                        + " 6.25 ms): 0.70x")
                .contains("1.30x");
        assertThat(behind.verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
        assertThat(behind.retest().why())
                .as("the bounds that did not bind, from the measured round trip")
                .contains("100 connections ÷ 6.25 ms allow 16,000 requests/s")
                .contains("MVC + JDBC served 1,000/s");
        assertThat(unclear.verdict())
                .as("an interval across 1.00 at 512 users holds the crossover and its opposite")
                .isEqualTo(Claims.UNDECIDED);
    }

    /**
     * The smeets experiment's rows: three rounds of the four sessions on list10 at 64 and 512
     * users; MVC + JDBC at {@link #JDBC_ROUNDS} and MVC + R2DBC at 800 (±10%) at both.
     */
    private static List<ScenarioRow> smeetsRows(double[] r2dbcAt64, double[] r2dbcAt512, double[] webfluxJdbc) {
        double[] mvcR2dbc = {800, 880, 720};
        List<ScenarioRow> rows = new ArrayList<>();
        for (int users : new int[] {64, 512}) {
            for (int i = 0; i < 3; i++) {
                rows.add(row(Experiments.JDBC_100, i + 1, users, "list10", JDBC_ROUNDS[i]));
                rows.add(row(Experiments.MVC_R2DBC_100, i + 1, users, "list10", mvcR2dbc[i]));
                rows.add(row(Experiments.WEBFLUX_JDBC_100, i + 1, users, "list10", webfluxJdbc[i]));
                rows.add(row(Experiments.R2DBC_100, i + 1, users, "list10", (users == 64 ? r2dbcAt64 : r2dbcAt512)[i]));
            }
        }
        return rows;
    }

    private static Claims.Finding smeets(double[] r2dbcAt64, double[] r2dbcAt512, double[] webfluxJdbc) {
        Measurements run = measurements(smeetsRows(r2dbcAt64, r2dbcAt512, webfluxJdbc), null);
        return finding(Claims.evaluate(Map.of("smeets", run), List.of(), 16), 2);
    }

    @Test
    void smeetsHoldsWhereR2dbcTrailsBelowLeadsAboveAndWebfluxJdbcIsLast() {
        Claims.Finding holds = smeets(new double[] {700, 780, 620}, new double[] {1300, 1400, 1200}, WEBFLUX_JDBC_LAST);

        assertThat(holds.verdict()).isEqualTo(Claims.HOLDS);
        assertThat(holds.retest().ours())
                .isEqualTo("WebFlux + R2DBC over MVC + JDBC: 0.70x [0.67–0.72] at 64 users, 1.30x [1.23–1.38] at"
                        + " 512; slowest of the four: spring-webflux-jdbc at 64, spring-webflux-jdbc at 512");
    }

    @Test
    void smeetsHoldsOnlyInPartWhenOneOfItsPartsIsNotClearAndCannotTellWithoutAClearCrossover() {
        Claims.Finding notAheadBelow =
                smeets(new double[] {1200, 900, 1000}, new double[] {1300, 1400, 1200}, WEBFLUX_JDBC_LAST);
        Claims.Finding noCrossover =
                smeets(new double[] {700, 780, 620}, new double[] {1200, 900, 1000}, WEBFLUX_JDBC_LAST);
        Claims.Finding webfluxJdbcNotLast =
                smeets(new double[] {700, 780, 620}, new double[] {1300, 1400, 1200}, new double[] {1200, 1320, 1080});

        assertThat(notAheadBelow.verdict()).isEqualTo(Claims.IN_PART);
        assertThat(notAheadBelow.retest().ours()).contains("1.03x [0.62–1.70] no clear difference at 64 users");
        assertThat(notAheadBelow.retest().why()).contains("MVC + JDBC is not clearly ahead at 64 users");
        assertThat(noCrossover.verdict())
                .as("the crossover is the claim's core: an interval across 1.00 cannot tell")
                .isEqualTo(Claims.UNDECIDED);
        assertThat(noCrossover.retest().ours()).contains("1.03x [0.62–1.70] no clear difference at 512");
        assertThat(noCrossover.retest().why()).startsWith("the crossover is not clear at 512 users");
        assertThat(webfluxJdbcNotLast.verdict()).isEqualTo(Claims.IN_PART);
        assertThat(webfluxJdbcNotLast.retest().ours())
                .endsWith("slowest of the four: spring-r2dbc at 64, spring-mvc-r2dbc at 512");
        assertThat(webfluxJdbcNotLast.retest().why())
                .as("the crossover itself is clear: only the last place is not WebFlux + JDBC's")
                .startsWith("WebFlux + R2DBC pulls ahead at 512 users, but WebFlux + JDBC is not the slowest");
    }

    @Test
    void smeetsDoesNotHoldWhereMvcJdbcStaysAheadAt512() {
        Claims.Finding behind = smeets(new double[] {700, 780, 620}, new double[] {600, 660, 540}, WEBFLUX_JDBC_LAST);

        assertThat(behind.verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
        assertThat(behind.retest().ours()).contains("0.60x [0.60–0.60] at 512");
        assertThat(behind.retest().why()).endsWith("; WebFlux + JDBC is last, as published.");
    }

    @Test
    void smeetsWithoutRowsAt512IsNotMeasured() {
        List<ScenarioRow> at64 =
                smeetsRows(new double[] {700, 780, 620}, new double[] {1300, 1400, 1200}, WEBFLUX_JDBC_LAST).stream()
                        .filter(r -> r.load() == 64)
                        .toList();

        Claims.Finding finding = finding(Claims.evaluate(Map.of("smeets", measurements(at64, null)), List.of(), 16), 2);

        assertThat(finding.verdict()).isEqualTo(Claims.NOT_MEASURED);
        assertThat(finding.retest().ours()).isEmpty();
        assertThat(finding.retest().why()).isEqualTo("the smeets experiment has no list10 rows at 64 and 512 users");
    }

    /** Claim 3's sessions at 100 users on get: MVC + JDBC, and r2dbc-pool 1.0.0 with either loops. */
    private static Claims.Finding artemikOldPool(double[] ownLoops, double[] dedicated) {
        Measurements run = results(
                100,
                "get",
                Map.of(
                        Experiments.JDBC_100,
                        JDBC_ROUNDS,
                        Experiments.POOL_100_OWN_LOOPS,
                        ownLoops,
                        Experiments.POOL_100_DEDICATED,
                        dedicated));
        return finding(Claims.evaluate(Map.of("artemik", run), List.of(), 16), 3);
    }

    @Test
    void thePinnedPoolClaimHoldsWhenTheOldPoolIsFarBehindAndADedicatedGroupRecovers() {
        Claims.Finding holds = artemikOldPool(new double[] {500, 560, 440}, new double[] {600, 680, 520});

        assertThat(holds.verdict()).isEqualTo(Claims.HOLDS);
        assertThat(holds.retest().ours())
                .isEqualTo("1.0.0 over MVC + JDBC: 0.50x [0.47–0.53]; a dedicated group over the driver's loops:"
                        + " 1.20x [1.16–1.24]");
    }

    @Test
    void thePinnedPoolClaimHoldsOnlyInPartWhenTheRecoveryIsNotClearOrTheGapIsSmaller() {
        Claims.Finding noRecovery = artemikOldPool(new double[] {500, 560, 440}, new double[] {560, 540, 470});
        Claims.Finding gapBetween = artemikOldPool(new double[] {850, 900, 800}, new double[] {1020, 1080, 960});
        Claims.Finding oneRound = artemikOldPool(new double[] {950}, new double[] {1140});

        assertThat(noRecovery.verdict()).isEqualTo(Claims.IN_PART);
        assertThat(noRecovery.retest().why()).contains("the dedicated group's recovery is not clear");
        assertThat(noRecovery.retest().ours())
                .endsWith("a dedicated group over the driver's loops: 1.05x [0.87–1.27] no clear difference");
        assertThat(gapBetween.verdict())
                .as("0.85x [0.77–0.94]: neither below 0.8 nor above 0.9")
                .isEqualTo(Claims.IN_PART);
        assertThat(gapBetween.retest().ours()).startsWith("1.0.0 over MVC + JDBC: 0.85x [0.77–0.94];");
        assertThat(gapBetween.retest().why()).endsWith("slower than MVC + JDBC here, but by less than published.");
    }

    @Test
    void thePinnedPoolClaimCannotTellWhenTheIntervalHoldsBothTheGapAndNone() {
        Claims.Finding wide = artemikOldPool(new double[] {400, 1100, 700}, new double[] {480, 1320, 840});
        Claims.Finding oneRound = artemikOldPool(new double[] {950}, new double[] {1140});

        assertThat(wide.verdict()).isEqualTo(Claims.UNDECIDED);
        assertThat(wide.retest().ours()).contains("no clear difference");
        assertThat(wide.retest().why()).endsWith("this run cannot tell.");
        assertThat(oneRound.verdict()).as("one round has no interval").isEqualTo(Claims.UNDECIDED);
        assertThat(oneRound.retest().ours()).startsWith("1.0.0 over MVC + JDBC: 0.95x (one round: no interval)");
    }

    @Test
    void thePinnedPoolClaimDoesNotHoldWhenTheOldPoolIsWithinTenPercent() {
        Claims.Finding not = artemikOldPool(new double[] {950, 1060, 850}, new double[] {1140, 1272, 1020});

        assertThat(not.verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
        assertThat(not.retest().ours()).startsWith("1.0.0 over MVC + JDBC: 0.95x [0.93–0.98];");
    }

    @Test
    void thePinnedPoolClaimIsNotMeasuredWhenOnlyTheFixedPoolRan() {
        Measurements fixedOnly = results(
                100,
                "get",
                Map.of(
                        Experiments.JDBC_100,
                        JDBC_ROUNDS,
                        Experiments.VERTX_100,
                        new double[] {1000, 990, 1010},
                        Experiments.R2DBC_100,
                        new double[] {980, 1010, 990}));

        List<Claims.Finding> findings = Claims.evaluate(Map.of("artemik", fixedOnly), List.of(), 16);

        assertThat(finding(findings, 3).verdict()).isEqualTo(Claims.NOT_MEASURED);
        assertThat(finding(findings, 3).retest().why())
                .isEqualTo("the artemik experiment has no get rows for the r2dbc-pool 1.0.0 sessions");
        assertThat(finding(findings, 4).verdict())
                .as("the same experiment answers claim 4")
                .isNotEqualTo(Claims.NOT_MEASURED);
    }

    /** The filichkin experiment at 200 users on list100: JDBC, and R2DBC with text and binary results. */
    private static Measurements filichkin(double[] text, double[] textCpuMs, double[] binary, double[] binaryCpuMs) {
        List<ScenarioRow> rows = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            rows.add(row(Experiments.JDBC, i + 1, 200, "list100", JDBC_ROUNDS[i]));
            rows.add(Rows.closed(Experiments.R2DBC, i + 1, 200, "list100")
                    .throughput(text[i])
                    .appCpuMs(text[i] * textCpuMs[i])
                    .build());
            if (binary != null) {
                rows.add(Rows.closed(Experiments.R2DBC_BINARY, i + 1, 200, "list100")
                        .throughput(binary[i])
                        .appCpuMs(binary[i] * binaryCpuMs[i])
                        .build());
            }
        }
        return measurements(rows, null);
    }

    @Test
    void forceBinaryIsMeasuredWithItsThroughputAndCpuIntervals() {
        Measurements run = filichkin(
                new double[] {500, 560, 440},
                new double[] {0.20, 0.20, 0.20},
                new double[] {600, 680, 520},
                new double[] {0.15, 0.16, 0.14});

        Claims.Finding binary = finding(Claims.evaluate(Map.of("filichkin", run), List.of(), 16), 6);

        assertThat(binary.verdict()).isEqualTo("measured");
        assertThat(binary.retest().ours()).isEqualTo("binary over text: 1.20x [1.16–1.24]; app CPU 0.75x [0.63–0.88]");
    }

    @Test
    void forceBinaryIsLeftOutWhenTheBinarySessionDidNotRun() {
        Measurements textOnly = filichkin(new double[] {500, 560, 440}, new double[] {0.20, 0.20, 0.20}, null, null);

        List<Claims.Finding> findings = Claims.evaluate(Map.of("filichkin", textOnly), List.of(), 16);

        assertThat(findings).extracting(Claims.Finding::number).containsExactly(1);
        assertThat(finding(findings, 1).verdict()).as("claim 1 still judged").isEqualTo(Claims.HOLDS);
    }

    @Test
    void pipeliningIsMeasuredWhenThePipelinedSessionRanAndNotMeasuredWhenItDidNot() {
        double[] notPipelined = {1000, 1100, 900};
        double[] pipelinedRounds = {1400, 1500, 1300};
        Measurements pipelined = results(
                100,
                "get",
                Map.of(Experiments.VERTX_100, notPipelined, Experiments.VERTX_100_PIPELINED, pipelinedRounds));
        Measurements notStarted = results(100, "get", Map.of(Experiments.VERTX_100, notPipelined));

        Claims.Finding measured = finding(Claims.evaluate(Map.of("artemik", pipelined), List.of(), 16), 7);
        Claims.Finding missing = finding(Claims.evaluate(Map.of("artemik", notStarted), List.of(), 16), 7);

        assertThat(measured.verdict()).isEqualTo("measured");
        assertThat(measured.retest().ours()).isEqualTo("pipelined over not: 1.40x [1.31–1.51]");
        assertThat(missing.verdict()).isEqualTo(Claims.NOT_MEASURED);
        assertThat(missing.retest().why()).startsWith("the pipelined session measured nothing");
    }

    @Test
    void aClaimWhoseExperimentGaveNoRowsSaysSo() {
        Map<String, Measurements> empty = new java.util.LinkedHashMap<>();
        Experiments.ALL.forEach(e -> empty.put(e.id(), measurements(List.of(), null)));

        List<Claims.Finding> findings = Claims.evaluate(empty, List.of(), 16);

        assertThat(findings).extracting(Claims.Finding::number).containsExactly(1, 2, 3, 4, 7, 8, 9, 10);
        assertThat(findings).extracting(Claims.Finding::verdict).containsOnly(Claims.NOT_MEASURED);
    }

    /** `just findings --only`: the claims of the experiments not chosen are not judged at all. */
    @Test
    void theClaimsOfExperimentsThatWereNotChosenAreLeftOut() {
        assertThat(Claims.evaluate(Map.of(), List.of(), 16)).isEmpty();
    }

    private static Claims.Finding finding(List<Claims.Finding> findings, int number) {
        return findings.stream().filter(f -> f.number() == number).findFirst().orElseThrow();
    }
}
