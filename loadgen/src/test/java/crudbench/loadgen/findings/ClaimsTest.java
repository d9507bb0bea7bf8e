package crudbench.loadgen.findings;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.drivers.baseline.DriversResult;
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
        return Measurements.of(List.of(
                roundTrip == null ? run : run.withDatabase(BenchSummary.DatabaseSide.NONE.withRoundTrip(roundTrip))));
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

    @Test
    void afterTheFixR2dbcWithinFivePercentOfBothHoldsAndAGapDoesNot() {
        Measurements near = results(
                100,
                "get",
                Map.of(
                        Experiments.JDBC_100,
                        new double[] {1000, 1000, 1000},
                        Experiments.VERTX_100,
                        new double[] {1000, 990, 1010},
                        Experiments.R2DBC_100,
                        new double[] {980, 1010, 990}));
        Measurements gap = results(
                100,
                "get",
                Map.of(
                        Experiments.JDBC_100,
                        new double[] {1000, 1000, 1000},
                        Experiments.VERTX_100,
                        new double[] {1000, 990, 1010},
                        Experiments.R2DBC_100,
                        new double[] {700, 720, 690}));

        assertThat(finding(Claims.evaluate(Map.of("artemik", near), List.of(), 16), 4)
                        .verdict())
                .isEqualTo(Claims.HOLDS);
        assertThat(finding(Claims.evaluate(Map.of("artemik", gap), List.of(), 16), 4)
                        .verdict())
                .isEqualTo(Claims.DOES_NOT_HOLD);
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
        assertThat(unclear.verdict()).isEqualTo(Claims.IN_PART);
    }

    @Test
    void aClaimWhoseExperimentDidNotRunSaysSo() {
        List<Claims.Finding> findings = Claims.evaluate(Map.of(), List.of(), 16);

        assertThat(findings).extracting(Claims.Finding::number).containsExactly(1, 2, 3, 4, 5, 8);
        assertThat(findings).extracting(Claims.Finding::verdict).containsOnly(Claims.NOT_MEASURED);
    }

    private static Claims.Finding finding(List<Claims.Finding> findings, int number) {
        return findings.stream().filter(f -> f.number() == number).findFirst().orElseThrow();
    }
}
