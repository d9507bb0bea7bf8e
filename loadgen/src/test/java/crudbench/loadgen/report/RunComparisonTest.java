package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.analysis.RunChanges;
import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.ScenarioRow;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** `just compare BASELINE CANDIDATE` on grid-14 against itself and against a copy where one variant got faster. */
class RunComparisonTest {

    private static final RunModel BASELINE = Fixtures.model("grid-14");

    @Test
    void aRunAgainstItselfHasNoClearChangeAndEveryEstimateInside() {
        RunChangeModel same = RunChanges.of(BASELINE, BASELINE);
        List<RunChangeModel.Figure> pairs = new ArrayList<>(same.variants());
        pairs.addAll(same.effects());

        assertThat(pairs).hasSizeGreaterThan(100);
        assertThat(pairs).noneMatch(p -> p.change().clear());
        assertThat(pairs).allMatch(p -> p.baseline().includes(p.candidate().estimate()));
        String md = RunComparison.markdown(same);
        assertThat(md).contains("0 changed clearly").contains("(100%)");
    }

    @Test
    void aVariantThatGotFasterShowsAClearChangeAndMovesItsEffects() throws Exception {
        BenchSummary summary = BenchSummary.read(Fixtures.DIR.resolve("grid-14"));
        List<ScenarioRow> faster = summary.rows().stream()
                .map(r -> r.variant().equals("spring-r2dbc") ? withThroughput(r, r.throughput() * 1.5) : r)
                .toList();
        RunModel candidate =
                RunAnalysis.of(List.of(summary.withMeasured(summary.measured().withRows(faster))), List.of("faster"));
        RunChangeModel change = RunChanges.of(BASELINE, candidate);

        RunChangeModel.Figure own = change.variants().stream()
                .filter(p -> p.what().equals("spring-r2dbc get, requests/s"))
                .findFirst()
                .orElseThrow();
        assertThat(own.change().estimate()).isCloseTo(1.5, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(own.change().clear()).isTrue();
        assertThat(change.variants().stream().filter(p -> p.what().startsWith("quarkus-jdbc ")))
                .noneMatch(p -> p.change().clear());
        RunChangeModel.Figure r2dbc = change.effects().stream()
                .filter(p -> p.what().equals("get closed users=64, throughput: r2dbc over jdbc-platform"))
                .findFirst()
                .orElseThrow();
        // one framework of three got 1.5x: the column's geometric mean over the frameworks moves by 1.5^(1/3)
        assertThat(r2dbc.change().estimate()).isCloseTo(Math.cbrt(1.5), org.assertj.core.api.Assertions.within(1e-9));
        assertThat(r2dbc.change().clear()).isTrue();
    }

    private static ScenarioRow withThroughput(ScenarioRow r, double throughput) {
        return new ScenarioRow(
                r.id(),
                new ScenarioRow.Traffic(
                        r.traffic().windowMs(),
                        r.traffic().requests(),
                        r.traffic().allRequests(),
                        throughput,
                        r.traffic().errors(),
                        r.traffic().non2xx()),
                r.latency(),
                r.usage(),
                r.flags());
    }
}
