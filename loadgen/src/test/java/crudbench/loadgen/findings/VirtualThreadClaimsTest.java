package crudbench.loadgen.findings;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.ScenarioRow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Claims 9 and 10 on made-up rounds: each verdict reachable, and the condition that decides named. */
class VirtualThreadClaimsTest {

    /** A session's throughput in three rounds, about this level (±5%). */
    private static double[] around(double level) {
        return new double[] {level, level * 1.05, level * 0.95};
    }

    /** Closed-model rows of each session at these users on each scenario, app CPU 0.2 ms a request. */
    private static List<ScenarioRow> closed(int users, List<String> scenarios, Map<String, double[]> sessions) {
        List<ScenarioRow> rows = new ArrayList<>();
        sessions.forEach((label, values) -> {
            for (String scenario : scenarios) {
                for (int i = 0; i < values.length; i++) {
                    rows.add(Rows.closed(label, i + 1, users, scenario)
                            .throughput(values[i])
                            .appCpuMs(values[i] * 0.2)
                            .build());
                }
            }
        });
        return rows;
    }

    /** Open-model rows at 500/s on mix, each session sustaining it, at this app CPU per request in each round. */
    private static List<ScenarioRow> open(Map<String, double[]> cpuPerRequest) {
        List<ScenarioRow> rows = new ArrayList<>();
        cpuPerRequest.forEach((label, values) -> {
            for (int i = 0; i < values.length; i++) {
                rows.add(Rows.open(label, i + 1, 500, "mix")
                        .throughput(500)
                        .appCpuMs(500 * values[i])
                        .build());
            }
        });
        return rows;
    }

    private static Measurements measurements(List<ScenarioRow> rows) {
        return Aggregation.of(List.of(BenchSummary.of(BenchSummary.Measured.of(List.of(), rows))));
    }

    /** The hikari-yield experiment: each platform-thread session at 1000 on both pools, the virtual ones as given. */
    private static Measurements hikari(double springVirtualOld, double micronautVirtualOld, double virtualOldCpu) {
        Map<String, double[]> throughput = new LinkedHashMap<>();
        throughput.put(Experiments.SPRING_VIRTUAL, around(1000));
        throughput.put(Experiments.SPRING_VIRTUAL_OLD, around(springVirtualOld));
        throughput.put(Experiments.JDBC, around(1000));
        throughput.put(Experiments.SPRING_PLATFORM_OLD, around(1000));
        throughput.put(Experiments.MICRONAUT_VIRTUAL, around(1000));
        throughput.put(Experiments.MICRONAUT_VIRTUAL_OLD, around(micronautVirtualOld));
        throughput.put(Experiments.MICRONAUT_PLATFORM, around(1000));
        throughput.put(Experiments.MICRONAUT_PLATFORM_OLD, around(1000));
        Map<String, double[]> cpu = new LinkedHashMap<>();
        throughput
                .keySet()
                .forEach(label -> cpu.put(
                        label,
                        label.endsWith(Experiments.OLD_HIKARI) && label.contains("virtual")
                                ? new double[] {virtualOldCpu, virtualOldCpu * 1.02, virtualOldCpu * 0.98}
                                : new double[] {0.20, 0.204, 0.196}));
        List<ScenarioRow> rows = new ArrayList<>(closed(64, List.of("mix"), throughput));
        rows.addAll(open(cpu));
        return measurements(rows);
    }

    private static Claims.Finding claim(Map<String, Measurements> experiments, int number) {
        return VirtualThreadClaims.evaluate(experiments).stream()
                .filter(f -> f.number() == number)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void thePoolBugHoldsWhereTheFixHelpsVirtualThreadsInBothFrameworks() {
        Claims.Finding finding = claim(Map.of("hikari-yield", hikari(700, 700, 0.20)), 9);

        assertThat(finding.verdict()).isEqualTo(Claims.HOLDS);
        assertThat(finding.retest().ours())
                .startsWith("Spring: throughput 1.43x [")
                .contains("(platform threads, the control: 1.00x [1.00–1.00] no clear difference)")
                .endsWith("(7.1.0 over 7.0.2, equal load 500 requests/s)");
    }

    @Test
    void thePoolBugHoldsInPartWhereOnlyOneFrameworkGainsAndByCpuAlone() {
        Claims.Finding oneFramework = claim(Map.of("hikari-yield", hikari(700, 1000, 0.20)), 9);
        Claims.Finding cpuOnly = claim(Map.of("hikari-yield", hikari(1000, 1000, 0.30)), 9);

        assertThat(oneFramework.verdict()).isEqualTo(Claims.IN_PART);
        assertThat(cpuOnly.verdict())
                .as("the spin burns CPU: 7.1.0 at two thirds of the CPU per request counts in both")
                .isEqualTo(Claims.HOLDS);
        assertThat(cpuOnly.retest().ours()).contains("app CPU per request at equal load 0.67x [");
    }

    @Test
    void thePoolBugDoesNotHoldWhereTheFixChangesNothing() {
        Claims.Finding finding = claim(Map.of("hikari-yield", hikari(1000, 1000, 0.20)), 9);

        assertThat(finding.verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
        assertThat(finding.retest().why())
                .startsWith("7.1.0 serves virtual threads no faster and no cheaper in either framework, as on the"
                        + " control:")
                .contains("does not explain their cost");
    }

    @Test
    void aFixThatClearlyHurtsIsSaidToBeTheOppositeOfOne() {
        Claims.Finding finding = claim(Map.of("hikari-yield", hikari(1000, 1300, 0.20)), 9);

        assertThat(finding.verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
        assertThat(finding.retest().why())
                .contains("; in Micronaut it is clearly worse, the opposite of what the fix would do:");
    }

    @Test
    void thePoolBugCannotBeRuledOutWhileAnIntervalReachesAGainAsLargeAsTheCost() {
        Map<String, double[]> throughput = new LinkedHashMap<>();
        throughput.put(Experiments.SPRING_VIRTUAL, new double[] {1400, 700, 1000});
        throughput.put(Experiments.SPRING_VIRTUAL_OLD, around(1000));
        throughput.put(Experiments.MICRONAUT_VIRTUAL, around(1000));
        throughput.put(Experiments.MICRONAUT_VIRTUAL_OLD, around(1000));
        Map<String, double[]> cpu = new LinkedHashMap<>();
        throughput.keySet().forEach(label -> cpu.put(label, new double[] {0.20, 0.204, 0.196}));
        List<ScenarioRow> rows = new ArrayList<>(closed(64, List.of("mix"), throughput));
        rows.addAll(open(cpu));

        Claims.Finding finding = claim(Map.of("hikari-yield", measurements(rows)), 9);

        assertThat(finding.verdict()).isEqualTo(Claims.UNDECIDED);
        assertThat(finding.retest().why())
                .startsWith("7.1.0 serves virtual threads clearly better in neither framework, but in Spring the"
                        + " interval still reaches")
                .endsWith("this run cannot rule the spin out.");
    }

    /** One condition of the published gain: platform threads at 1000 on list10 and mix, virtual ones as given. */
    private static Measurements gain(double virtual) {
        Map<String, double[]> sessions = new LinkedHashMap<>();
        sessions.put(Experiments.PUBLISHED_PLATFORM, around(1000));
        sessions.put(Experiments.PUBLISHED_VIRTUAL, around(virtual));
        return measurements(closed(100, List.of("list10", "mix"), sessions));
    }

    @Test
    void thePublishedGainHoldsWhereAConditionGainsAsMuchAsPublishedAndNamesIt() {
        Claims.Finding finding = claim(
                Map.of(
                        "published-gain",
                        gain(900),
                        "published-gain-network",
                        gain(1000),
                        "published-gain-own-core",
                        gain(1330)),
                10);

        assertThat(finding.verdict()).isEqualTo(Claims.HOLDS);
        assertThat(finding.retest().ours())
                .startsWith("virtual over platform threads: loopback: list10 0.90x [")
                .contains("; the database 1 ms away: list10 1.00x [1.00–1.00] no clear difference")
                .contains("; the app on a core of its own: list10 1.33x [");
        assertThat(finding.retest().why())
                .startsWith("virtual threads gain with the app on a core of its own (list10, mix), and cost with"
                        + " loopback (list10, mix), by as much as published");
    }

    @Test
    void theStudysOwnStackIsAConditionOfItsOwnWithItsOwnSessions() {
        Map<String, double[]> jpa = new LinkedHashMap<>();
        jpa.put(Experiments.PUBLISHED_JPA_PLATFORM, around(1000));
        jpa.put(Experiments.PUBLISHED_JPA_VIRTUAL, around(1330));
        Claims.Finding finding = claim(
                Map.of(
                        "published-gain",
                        gain(900),
                        "published-gain-jpa",
                        measurements(closed(100, List.of("list10", "mix"), jpa))),
                10);

        assertThat(finding.verdict()).isEqualTo(Claims.HOLDS);
        assertThat(finding.retest().ours())
                .contains("loopback: list10 0.90x [")
                .contains("; Spring Data JPA on loopback: list10 1.33x [");
        assertThat(finding.retest().why()).startsWith("virtual threads gain with Spring Data JPA on loopback");
    }

    @Test
    void thePublishedGainHoldsInPartWhenTheGainIsSmallerAndNotWhereNoConditionGains() {
        Claims.Finding smaller = claim(Map.of("published-gain", gain(1100)), 10);
        Claims.Finding none = claim(Map.of("published-gain", gain(900), "published-gain-network", gain(1000)), 10);

        assertThat(smaller.verdict()).isEqualTo(Claims.IN_PART);
        assertThat(smaller.retest().why()).contains("by less than published");
        assertThat(none.verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
        assertThat(none.retest().why())
                .startsWith("no condition here turns the cost into a gain: virtual threads cost throughput with"
                        + " loopback (list10, mix), and serve alike otherwise within the intervals.")
                .endsWith("and their app CPU per request is within the intervals of platform threads' here.");
    }

    @Test
    void thePublishedGainCannotBeRuledOutWhileAnIntervalReachesIt() {
        List<ScenarioRow> rows = new ArrayList<>();
        rows.addAll(closed(100, List.of("list10", "mix"), Map.of(Experiments.PUBLISHED_PLATFORM, around(1000))));
        rows.addAll(closed(
                100, List.of("list10", "mix"), Map.of(Experiments.PUBLISHED_VIRTUAL, new double[] {700, 1400, 1000})));

        Claims.Finding finding = claim(Map.of("published-gain", measurements(rows)), 10);

        assertThat(finding.verdict()).isEqualTo(Claims.UNDECIDED);
        assertThat(finding.retest().why())
                .isEqualTo("no condition shows a clear gain, but with loopback the interval still reaches the"
                        + " published 1.33x: this run cannot rule it out.");
    }

    @Test
    void whereVirtualThreadsSpendMoreCpuTheWhySaysWhere() {
        List<ScenarioRow> rows = new ArrayList<>();
        for (ScenarioRow row :
                closed(100, List.of("list10", "mix"), Map.of(Experiments.PUBLISHED_PLATFORM, around(1000)))) {
            rows.add(row);
        }
        double[] virtual = around(900);
        for (String scenario : List.of("list10", "mix")) {
            for (int i = 0; i < virtual.length; i++) {
                rows.add(Rows.closed(Experiments.PUBLISHED_VIRTUAL, i + 1, 100, scenario)
                        .throughput(virtual[i])
                        .appCpuMs(virtual[i] * 0.26)
                        .build());
            }
        }

        Claims.Finding finding = claim(Map.of("published-gain", measurements(rows)), 10);

        assertThat(finding.verdict()).isEqualTo(Claims.DOES_NOT_HOLD);
        assertThat(finding.retest().ours()).contains("app CPU per request (list10) 1.30x [1.30–1.30]");
        assertThat(finding.retest().why()).endsWith("and they spend more app CPU per request with loopback.");
    }

    @Test
    void withoutRowsBothAreNotMeasured() {
        Measurements empty = measurements(List.of());

        assertThat(VirtualThreadClaims.evaluate(Map.of("hikari-yield", empty, "published-gain", empty)))
                .extracting(Claims.Finding::verdict)
                .containsExactly(Claims.NOT_MEASURED, Claims.NOT_MEASURED);
    }
}
