package crudbench.loadgen.tuning;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import crudbench.loadgen.results.Warmup;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The AOT-cache experiment's table and verdict, on runs whose figures are known. */
class AotExperimentTest {

    /** The cache's throughput over none in each round, spring-jdbc: noise about 1.00x, its epochs' means apart. */
    private static final double[] WITH = {1.01, 0.98, 1.02, 0.99, 1.00, 1.03};

    private static final Variants REGISTRY = Variants.load(Repo.locate());

    /** 3 epochs of 2 rounds; spring-jdbc the same with the cache, micronaut-jdbc 30% faster with it. */
    private static BenchSummary run(double micronautGain) {
        List<VariantSetup> sessions = List.of(
                VariantSetup.parse("spring-jdbc", REGISTRY),
                VariantSetup.parse("spring-jdbc@build=aot", REGISTRY),
                VariantSetup.parse("micronaut-jdbc", REGISTRY),
                VariantSetup.parse("micronaut-jdbc@build=aot", REGISTRY));
        List<ScenarioRow> rows = new ArrayList<>();
        List<VariantRun> runs = new ArrayList<>();
        double[] noise = {1.00, 1.03, 0.98, 1.01, 0.99, 1.02};
        for (int round = 1; round <= 6; round++) {
            int epoch = (round + 1) / 2;
            double n = noise[round - 1];
            for (String scenario : List.of("get", "list10")) {
                rows.add(row("spring-jdbc", round, epoch, scenario, 1000 * n, 0.10));
                rows.add(row("spring-jdbc@build=aot", round, epoch, scenario, 1000 * n * WITH[round - 1], 0.10));
                rows.add(row("micronaut-jdbc", round, epoch, scenario, 2000 * n, 0.08));
                rows.add(row("micronaut-jdbc@build=aot", round, epoch, scenario, 2000 * n * micronautGain, 0.08));
            }
        }
        for (int epoch = 1; epoch <= 3; epoch++) {
            runs.add(started("spring-jdbc", epoch, 3000, 70));
            runs.add(started("spring-jdbc@build=aot", epoch, 1500, 63));
            runs.add(started("micronaut-jdbc", epoch, 2000, 56));
            runs.add(started("micronaut-jdbc@build=aot", epoch, 1000, 49));
        }
        RunSettings settings = new RunSettings(
                BenchProfile.quick().toBuilder().rounds(2).epochs(3).build(),
                new RunSettings.Layout("interleaved", 7L, sessions, null),
                null,
                null,
                null,
                null,
                null);
        BenchSummary measured = BenchSummary.of(BenchSummary.Measured.of(runs, rows));
        return new BenchSummary(BenchSummary.SCHEMA, null, settings, null, measured.measured(), null, null, null);
    }

    private static ScenarioRow row(String label, int round, int epoch, String scenario, double throughput, double cpu) {
        return Rows.closed(label, round, 64, scenario)
                .epoch(epoch)
                .throughput(throughput)
                .appCpuMs(cpu)
                .build();
    }

    private static VariantRun started(String label, int epoch, double startupMs, double warmupSeconds) {
        return new VariantRun(
                epoch,
                new VariantFacts(label, null, startupMs, null, null),
                new Warmup(List.of(), true, warmupSeconds),
                List.of(),
                true,
                List.of());
    }

    @Test
    void aCacheThatChangesNoSettledFigureAgreesAndItsStartsAndWarmUpsAreShownPerEpoch() {
        String md = AotExperiment.markdown(run(1.0));

        assertThat(md)
                .contains("| spring-jdbc    | 3000, 3000, 3000")
                .contains("| 1500, 1500, 1500")
                .contains("| 70, 70, 70")
                .contains("| 63, 63, 63")
                .contains("Warm-up load until settled, all epochs: 378 s without the cache, 336 s with it (0.89x).")
                .contains("**Verdict:** every settled figure agrees with and without the cache (each interval holds"
                        + " 1.00x), and the warm-ups until settled were shorter with it.");
        assertThat(AotExperiment.verdict(AotExperiment.pairs(run(1.0)), 300, 310))
                .contains("but the warm-ups until settled were not shorter with it, so measured runs start without it");
        assertThat(AotExperiment.pairs(run(1.0)))
                .extracting(AotExperiment.Pair::variant)
                .containsExactly("spring-jdbc", "micronaut-jdbc");
    }

    @Test
    void aCacheThatMovesASettledFigureDiffersAndIsNotKept() {
        BenchSummary summary = run(1.3);

        List<AotExperiment.Pair> pairs = AotExperiment.pairs(summary);

        assertThat(pairs.get(1).throughput().estimate()).isCloseTo(1.3, org.assertj.core.data.Offset.offset(0.001));
        assertThat(pairs.get(1).agrees()).isFalse();
        assertThat(pairs.get(0).agrees()).isTrue();
        assertThat(AotExperiment.markdown(summary))
                .contains("the settled figures differ for micronaut-jdbc")
                .contains("measured runs start without it");
    }

    @Test
    void startupsStandBesideTheReferencesColumnFromTheFirstRunThatPairedEachVariant() {
        String md = AotStartups.table(
                run(1.0), "results/reference", List.of(run(1.0), run(1.3)), List.of("results/aot-x", "results/aot-y"));

        assertThat(md)
                .contains("| variant        | startup in results/reference | run           | starts without the cache")
                .contains("| spring-jdbc    | 3.00 s                       | results/aot-x | 3.00 s, 3.00 s and 3.00 s"
                        + " | 1.50 s, 1.50 s and 1.50 s | 0.50x")
                .contains("| micronaut-jdbc | 2.00 s                       | results/aot-x | 2.00 s, 2.00 s and 2.00 s"
                        + " | 1.00 s, 1.00 s and 1.00 s | 0.50x")
                .doesNotContain("aot-y")
                .doesNotContain("@build=aot")
                .contains("With the cache, 2 of 2 variants started faster in every start than in any start without"
                        + " it; a start took 0.50x (spring-jdbc) to 0.50x (micronaut-jdbc) of its time without the"
                        + " cache, median 0.50x.");
    }

    @Test
    void aVariantNoRunPairedIsNotMeasuredAndNoneStartedFasterForIt() {
        String md = AotStartups.table(run(1.0), "results/reference", List.of(), List.of());

        assertThat(md)
                .contains("| spring-jdbc    | 3.00 s                       | not measured |")
                .contains("No variant ran beside its cache.");
    }

    @Test
    void aRunWithoutAotSessionsHasNoTable() {
        BenchSummary summary = run(1.0);
        BenchSummary plain = new BenchSummary(
                BenchSummary.SCHEMA,
                null,
                new RunSettings(
                        summary.settings().profile(),
                        new RunSettings.Layout(
                                "interleaved", 7L, List.of(VariantSetup.parse("spring-jdbc", REGISTRY)), null),
                        null,
                        null,
                        null,
                        null,
                        null),
                null,
                summary.measured(),
                null,
                null,
                null);

        assertThat(AotExperiment.markdown(plain)).isEmpty();
    }
}
