package crudbench.loadgen.report.change;

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
import java.util.Set;
import org.junit.jupiter.api.Test;

/** `just compare --change BASELINE CANDIDATE` on grid-14 against itself and against a copy where one variant got faster. */
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

    /**
     * A run of some variants only (two frameworks, one of them with one column) against the whole grid: every
     * figure is estimated again over what both measured, so the same data compares as unchanged, where main effects
     * averaged over three frameworks against one would have moved.
     */
    @Test
    void aRunWithFewerFrameworksComparesLikeWithLike() throws Exception {
        BenchSummary summary = BenchSummary.read(Fixtures.DIR.resolve("grid-14"));
        Set<String> some = Set.of("spring-jdbc", "spring-jdbc-virtual", "spring-r2dbc", "quarkus-jdbc");
        RunModel partial = RunAnalysis.of(List.of(summary.only(some)), List.of("partial"));
        RunChangeModel change = RunChanges.of(BASELINE, partial);

        assertThat(change.sides().candidateOnly()).isEmpty();
        assertThat(change.sides().baselineOnly())
                .contains("quarkus-r2dbc", "micronaut-jdbc")
                .doesNotContainAnyElementsOf(some);
        List<RunChangeModel.Figure> all = new ArrayList<>(change.effects());
        all.addAll(change.cells());
        all.addAll(change.variants());
        assertThat(all).isNotEmpty().noneMatch(p -> p.change().clear());
        assertThat(change.agreement()).allMatch(a -> a.inside() == a.measured());
        RunChangeModel.Figure r2dbc = change.effects().stream()
                .filter(p -> p.what().equals("get closed users=64, throughput: r2dbc over jdbc-platform"))
                .findFirst()
                .orElseThrow();
        RunChangeModel.Figure springR2dbc = change.cells().stream()
                .filter(p -> p.what()
                        .equals("get closed users=64, throughput: Spring Boot × r2dbc over Spring Boot ×"
                                + " jdbc-platform"))
                .findFirst()
                .orElseThrow();
        assertThat(r2dbc.baseline().estimate())
                .as("R2DBC's main effect, over Spring Boot alone on both sides")
                .isCloseTo(springR2dbc.baseline().estimate(), org.assertj.core.api.Assertions.within(1e-9));
        assertThat(RunComparison.markdown(change))
                .contains("Like with like")
                .contains("in the baseline quarkus-jdbc-virtual")
                .contains("## Each framework's own columns")
                .contains("One machine: both runs ran on");
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
