package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.harness.checkout.Repo;
import crudbench.harness.proc.MachineFacts;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.model.NoiseBudgets;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.NoiseSample;
import crudbench.loadgen.results.ResponseTimes;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.ScenarioRow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The noise budget on synthetic runs whose slices are moved by known sources: the source that moves them gets the
 * share, a source that moves nothing gets none, the shares add up to the R², and the cells' rounds are explained as
 * far as the sources move one side of the ratio and not the other.
 */
class NoiseBudgetTest {

    private static final Variants REGISTRY = Variants.load(Repo.locate());

    @Test
    void shapleyValuesAddUpToTheWholeAndSplitCorrelatedColumns() {
        Random random = new Random(7);
        int n = 400;
        double[][] x = new double[n][3];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double a = random.nextGaussian();
            x[i][0] = a;
            x[i][1] = a + 0.3 * random.nextGaussian();
            x[i][2] = random.nextGaussian();
            y[i] = a + 0.2 * random.nextGaussian();
        }
        Regression fit = new Regression(x, y);
        double[] shares = fit.shapley();

        assertThat(shares[0] + shares[1] + shares[2]).isCloseTo(fit.r2(0b111), within(1e-9));
        assertThat(fit.r2(0b111)).isGreaterThan(0.9);
        assertThat(shares[0]).as("the column y is made of").isGreaterThan(shares[1]);
        assertThat(shares[1]).as("its correlated twin shares some of it").isGreaterThan(0.1);
        assertThat(shares[2]).as("an unrelated column").isLessThan(0.01);
        assertThat(fit.coefficients(0b001)[0]).isCloseTo(1.0, within(0.05));
    }

    @Test
    void aColumnWithNoSpreadGetsNothingAndBreaksNothing() {
        double[][] x = {{1, 0}, {-1, 0}, {2, 0}, {-2, 0}};
        double[] y = {2, -2, 4, -4};
        Regression fit = new Regression(x, y);
        assertThat(fit.coefficients(0b11)).containsExactly(2.0, 0.0);
        assertThat(fit.shapley()).containsExactly(1.0, 0.0);
    }

    @Test
    void theJitThatSlowsSlicesGetsTheirSpreadAndTheStealThatDoesNotGetsNone() {
        BenchSummary run = run(new Random(11), 0.8, 0.0);
        List<NoiseBudgets.Budget> budgets = NoiseBudget.of(run);

        assertThat(budgets).extracting(NoiseBudgets.Budget::metric).containsExactly("throughput", "app-cpu");
        NoiseBudgets.Budget throughput = budgets.getFirst();
        assertThat(throughput.shares().getFirst().source().id()).isEqualTo("jit");
        assertThat(throughput.shares().getFirst().share()).isGreaterThan(0.5);
        double sum = throughput.shares().stream()
                .mapToDouble(NoiseBudgets.Share::share)
                .sum();
        assertThat(sum).isCloseTo(throughput.explained(), within(1e-9));
        assertThat(throughput.outOfSample())
                .as("out of sample, a little less, never more")
                .isLessThanOrEqualTo(throughput.explained())
                .isGreaterThan(0.4);
        NoiseBudgets.Share steal = throughput.shares().stream()
                .filter(s -> s.source().id().equals("steal"))
                .findFirst()
                .orElseThrow();
        assertThat(steal.share()).isLessThan(0.05);
        assertThat(throughput.cellCount())
                .as("two frameworks' other columns × four scenarios")
                .isEqualTo(8);
        assertThat(throughput.cellsExplained()).isGreaterThan(0.4);
    }

    @Test
    void slicesThatNoSourceMovesAreLeftUnexplained() {
        NoiseBudgets.Budget throughput =
                NoiseBudget.of(run(new Random(3), 0.0, 0.0)).getFirst();
        assertThat(throughput.outOfSample()).as("chance alone, out of sample").isLessThan(0.1);
        assertThat(throughput.sliceSd()).isCloseTo(0.05, within(0.02));
    }

    @Test
    void aRunWithoutReadingsHasNoBudget() {
        BenchSummary run = run(new Random(5), 0.8, 0.0);
        List<ScenarioRow> bare = run.rows().stream()
                .map(r -> new ScenarioRow(r.id(), r.traffic(), r.latency(), r.usage(), r.flags()))
                .toList();
        assertThat(NoiseBudget.of(run.withMeasured(run.measured().withRows(bare))))
                .isEmpty();
    }

    /**
     * Two frameworks' JDBC on platform threads and R2DBC, four published scenarios closed and two open, two epochs of
     * four rounds. A slice's JIT share is drawn at random; its throughput falls by {@code jitEffect} times that share
     * (and its CPU per request rises by it), on top of ±5% of noise no source explains.
     */
    static BenchSummary run(Random random, double jitEffect, double stealEffect) {
        List<VariantSetup> sessions = new ArrayList<>();
        List<ScenarioRow> rows = new ArrayList<>();
        long clock = 1_000_000;
        for (String id : List.of("quarkus-jdbc", "quarkus-r2dbc", "spring-jdbc", "spring-r2dbc")) {
            sessions.add(VariantSetup.of(REGISTRY.get(id)));
        }
        for (int epoch = 1; epoch <= 2; epoch++) {
            for (int round = 1; round <= 4; round++) {
                int key = (epoch - 1) * 4 + round;
                for (VariantSetup s : sessions) {
                    for (LoadModel model : List.of(LoadModel.CLOSED, LoadModel.OPEN)) {
                        for (String scenario : NoiseBudget.PUBLISHED.get(model).stream()
                                .sorted()
                                .toList()) {
                            double jit = Math.abs(random.nextGaussian()) * 0.1;
                            double steal = Math.abs(random.nextGaussian()) * 0.02;
                            double noise = Math.exp(0.05 * random.nextGaussian());
                            double factor = Math.exp(-jitEffect * jit - stealEffect * steal) * noise;
                            boolean closed = model == LoadModel.CLOSED;
                            double throughput = closed ? 10_000 * factor : 500;
                            long requests = Math.round(throughput);
                            double appCpu = closed ? 1_500 : 50 / factor;
                            clock += 2_000;
                            rows.add(new ScenarioRow(
                                    new ScenarioRow.RowId(s.label(), epoch, key, model, closed ? 64 : 500, scenario),
                                    new ScenarioRow.Traffic(1000, requests, requests, throughput, 0, 0),
                                    new ResponseTimes(1, 1, 1, 1, 1, 1),
                                    new ScenarioRow.Usage(appCpu, 300.0, 100.0, null, null, null, null),
                                    List.of(),
                                    noise(clock, jit, steal, requests, appCpu + 300 + 100 + 20 + 50)));
                        }
                    }
                }
            }
        }
        RunSettings settings = new RunSettings(
                null, new RunSettings.Layout("interleaved", 1L, sessions, null), null, null, null, null, null);
        MachineFacts machine = new MachineFacts(2, null, "synthetic", null, null, null, null);
        return new BenchSummary(
                BenchSummary.SCHEMA,
                null,
                settings,
                machine,
                BenchSummary.Measured.of(List.of(), rows),
                null,
                null,
                null);
    }

    /** @param accounted the CPU the run accounts for besides steal: the app, PostgreSQL, the load generator, the waiting apps and 50 ms of the rest */
    private static NoiseSample noise(
            long startedAt, double jitShare, double stealShare, long requests, double accounted) {
        Map<String, NoiseSample.ThreadUse> threads = new LinkedHashMap<>();
        threads.put("jit", new NoiseSample.ThreadUse(jitShare * 2_000, 0, 10));
        threads.put("gc", new NoiseSample.ThreadUse(0.001 * requests, 0, 10));
        return new NoiseSample(
                startedAt,
                1000,
                new NoiseSample.Machine(accounted + stealShare * 2000, stealShare * 2_000, 20.0),
                new NoiseSample.PostgresCpu(250.0, 3.0, 40.0),
                threads,
                new NoiseSample.AppEvents(0, 0L, 0L),
                new NoiseSample.Housekeeping(0, 0, 0, 0, 10_000, 0, 100),
                15.0);
    }
}
