package crudbench.loadgen.tuning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Knobs;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.ScenarioRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sweep's plan, its judgement of each setting on rows made for it, and the best settings it keeps. */
class TuningSweepTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants REGISTRY = Variants.load(REPO);
    private static final Knobs KNOBS = Knobs.load(REPO);

    private static final String PARITY = "spring-r2dbc";
    private static final String BINARY = "spring-r2dbc@R2DBC_FORCE_BINARY=true";
    private static final String SMALL_POOL = "spring-r2dbc@DB_POOL_SIZE=8";
    private static final String BIG_POOL = "spring-r2dbc@DB_POOL_SIZE=32";
    private static final String TWO_LOOPS = "spring-r2dbc@IO_THREADS=2";
    private static final List<String> SCENARIOS = List.of("get", "list100");
    /** Round-to-round noise, shared by every app in a round (a busy neighbour) and its own on top. */
    private static final double[] ROUND = {1.00, 0.90, 1.08, 0.95};

    private static final double[] OWN = {0.01, -0.012, 0.008, -0.006};

    @Test
    void everyVariantRunsAtParityBesideEachOfItsSettingsInOneBatch() {
        List<TuningPlan.Batch> batches = TuningPlan.batches(REGISTRY, KNOBS, List.of());
        int settings = REGISTRY.all().stream()
                .mapToInt(v -> KNOBS.alternatives(v.id()).size())
                .sum();
        // A variant no knob names (the ORM variants, so far) has nothing to tune and runs in no batch.
        long tunable = REGISTRY.all().stream()
                .filter(v -> !KNOBS.alternatives(v.id()).isEmpty())
                .count();
        assertThat(batches.stream().mapToInt(b -> b.sessions().size()).sum()).isEqualTo(tunable + settings);
        for (TuningPlan.Batch batch : batches) {
            assertThat(batch.sessions()).hasSizeLessThanOrEqualTo(TuningPlan.MAX_SESSIONS);
            Set<String> atParity = batch.sessions().stream()
                    .filter(s -> s.overrides().isEmpty())
                    .map(VariantSetup::label)
                    .collect(Collectors.toSet());
            assertThat(batch.sessions())
                    .as(batch.id())
                    .allMatch(s ->
                            atParity.contains(s.variant().id()) && s.overrides().size() <= 1);
        }
        assertThat(batches.stream().map(TuningPlan.Batch::id))
                .startsWith("quarkus", "micronaut")
                .allMatch(id -> id.startsWith("quarkus") || id.startsWith("micronaut") || id.startsWith("spring-boot"));
    }

    @Test
    void namedVariantsAloneAreTuned() {
        List<TuningPlan.Batch> batches = TuningPlan.batches(REGISTRY, KNOBS, List.of("spring-vertx"));
        assertThat(batches).hasSize(1);
        assertThat(batches.getFirst().sessions().stream().map(VariantSetup::label))
                .containsExactly(
                        "spring-vertx",
                        "spring-vertx@DB_POOL_SIZE=8",
                        "spring-vertx@IO_THREADS=2",
                        "spring-vertx@DB_PIPELINING_LIMIT=256");
    }

    @Test
    void oneKnobAloneTriesItOnTheVariantsItNamesAndNoOther() {
        List<TuningPlan.Batch> batches =
                TuningPlan.batches(REGISTRY, KNOBS.only(List.of("R2DBC_FORCE_BINARY")), List.of());
        assertThat(batches.stream().flatMap(b -> b.sessions().stream()).map(VariantSetup::label))
                .containsExactly(
                        "quarkus-r2dbc",
                        "quarkus-r2dbc@R2DBC_FORCE_BINARY=true",
                        "micronaut-r2dbc",
                        "micronaut-r2dbc@R2DBC_FORCE_BINARY=true",
                        "spring-r2dbc",
                        "spring-r2dbc@R2DBC_FORCE_BINARY=true",
                        "spring-mvc-r2dbc",
                        "spring-mvc-r2dbc@R2DBC_FORCE_BINARY=true");
        assertThatThrownBy(() -> KNOBS.only(List.of("NO_SUCH_KNOB")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("NO_SUCH_KNOB");
    }

    @Test
    void aSettingClearlyFasterAndCheaperIsKeptOneWithinTheNoiseIsNot() {
        List<SettingGain> gains = gains();
        SettingGain binary = gain(gains, BINARY);
        assertThat(binary.throughput().estimate()).isCloseTo(1.5, within(0.02));
        assertThat(binary.appCpu().estimate()).isCloseTo(0.6, within(0.02));
        assertThat(binary.decision()).isEqualTo(SettingGain.Decision.BETTER);
        assertThat(gain(gains, SMALL_POOL).decision()).isEqualTo(SettingGain.Decision.UNCLEAR);
        assertThat(gain(gains, BIG_POOL).decision()).isEqualTo(SettingGain.Decision.WORSE);
        assertThat(gain(gains, TWO_LOOPS).decision()).isEqualTo(SettingGain.Decision.TRADE_OFF);
    }

    @Test
    void aVariantsBestHoldsEveryKeptKnobAndTheFasterOfTwoKeptValues() {
        RatioInterval faster = new RatioInterval(1.20, 1.10, 1.31, 4);
        RatioInterval fast = new RatioInterval(1.10, 1.05, 1.15, 4);
        List<SettingGain> gains = List.of(
                new SettingGain(
                        PARITY, SMALL_POOL, Map.of("DB_POOL_SIZE", "8"), fast, null, SettingGain.Decision.BETTER),
                new SettingGain(
                        PARITY, BIG_POOL, Map.of("DB_POOL_SIZE", "32"), faster, null, SettingGain.Decision.BETTER),
                new SettingGain(
                        PARITY, BINARY, Map.of("R2DBC_FORCE_BINARY", "true"), fast, null, SettingGain.Decision.BETTER),
                new SettingGain(
                        PARITY, TWO_LOOPS, Map.of("IO_THREADS", "2"), faster, null, SettingGain.Decision.TRADE_OFF));
        BestSettings best = BestSettings.of("tuning/sweep-0", 4, List.of(PARITY, "spring-vertx"), gains);
        assertThat(best.of(PARITY).orElseThrow().settings())
                .containsExactly(Map.entry("DB_POOL_SIZE", "32"), Map.entry("R2DBC_FORCE_BINARY", "true"));
        assertThat(best.of("spring-vertx").orElseThrow().settings()).isEmpty();
        assertThat(best.of("quarkus-jdbc")).isEmpty();
    }

    @Test
    void bestJsonReadsBackAndTheNewestCommittedSweepIsTheDefault(@TempDir Path dir) throws Exception {
        BestSettings best = BestSettings.of(
                "results/tune-x",
                3,
                List.of(PARITY),
                gains().stream().filter(SettingGain::kept).toList());
        best.write(dir);
        assertThat(BestSettings.read(dir)).isEqualTo(best);
        assertThat(BestSettings.read(dir.resolve(BestSettings.FILE))
                        .of(PARITY)
                        .orElseThrow()
                        .settings())
                .containsExactly(Map.entry("R2DBC_FORCE_BINARY", "true"));
        Path root = dir.resolve("repo");
        for (String sweep : List.of("sweep-2", "sweep-10", "sweep-9")) {
            Files.createDirectories(root.resolve("tuning").resolve(sweep));
            best.write(root.resolve("tuning").resolve(sweep));
        }
        Files.createDirectories(root.resolve("tuning/sweep-11"));
        assertThat(BestSettings.latestCommitted(new Repo(root)))
                .contains(root.resolve("tuning/sweep-10").resolve(BestSettings.FILE));
    }

    @Test
    void tuningMdNamesTheKeptSettingAndEveryVerdict() {
        List<SettingGain> gains = gains();
        BestSettings best = BestSettings.of("results/tune-x", 4, List.of(PARITY), gains);
        String md = TuningReport.markdown(best, gains, List.of());
        assertThat(md)
                .contains("| spring-r2dbc | `R2DBC_FORCE_BINARY=true` | 1.50x [")
                .contains("a trade-off: not kept")
                .contains("no clear difference")
                .doesNotContain("| spring-r2dbc | parity |");
    }

    private static SettingGain gain(List<SettingGain> gains, String label) {
        return gains.stream().filter(g -> g.label().equals(label)).findFirst().orElseThrow();
    }

    /**
     * Four rounds of parity and four settings: binary 1.5x the throughput at 0.6x the CPU, the small pool
     * the same, the big one 0.8x, two loops 1.2x the throughput at 1.3x the CPU.
     */
    private static List<SettingGain> gains() {
        List<ScenarioRow> rows = new ArrayList<>();
        Map<String, double[]> factors = Map.of(
                PARITY, new double[] {1, 1},
                BINARY, new double[] {1.5, 0.6},
                SMALL_POOL, new double[] {1, 1},
                BIG_POOL, new double[] {0.8, 1},
                TWO_LOOPS, new double[] {1.2, 1.3});
        List<String> labels = List.of(PARITY, BINARY, SMALL_POOL, BIG_POOL, TWO_LOOPS);
        for (int round = 1; round <= ROUND.length; round++) {
            for (int i = 0; i < labels.size(); i++) {
                String label = labels.get(i);
                double noise = ROUND[round - 1] * Math.exp(OWN[(round + i) % OWN.length]);
                for (String scenario : SCENARIOS) {
                    double base = scenario.equals("get") ? 10_000 : 2_000;
                    rows.add(Rows.closed(label, round, 64, scenario)
                            .throughput(base * factors.get(label)[0] * noise)
                            .build());
                    rows.add(Rows.open(label, round, 500, scenario)
                            .throughput(500)
                            .appCpuMs(500 * 0.1 * factors.get(label)[1] * Math.exp(OWN[(round + i + 1) % 4]))
                            .build());
                }
            }
        }
        Measurements results = Aggregation.of(List.of(BenchSummary.of(BenchSummary.Measured.of(List.of(), rows))));
        List<VariantSetup> sessions =
                labels.stream().map(l -> VariantSetup.parse(l, REGISTRY)).toList();
        return SettingGains.of(results, sessions);
    }
}
