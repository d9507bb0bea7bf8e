package crudbench.loadgen.report.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import crudbench.loadgen.analysis.GridEstimates;
import crudbench.loadgen.analysis.GridLayouts;
import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.report.TunedRun;
import crudbench.loadgen.results.Effect;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The answer of a `just bench --tuned` run ({@link TunedRun}): R2DBC over JDBC at parity (0.6x) and at
 * best (0.9x), each R2DBC variant's gain (1.5x), and the grid at parity as it was.
 */
class AtBestTest {

    private static final String FROM = TunedRun.FROM;

    @Test
    void theGridAtParityIsTheOneWithoutTheTunedSessions() {
        RunModel run = run();
        assertThat(GridLayouts.of(run.data()).variant("Quarkus", "r2dbc")).contains("quarkus-r2dbc");
        assertThat(GridLayouts.of(run.data()).shadowed()).isEmpty();
        assertThat(GridLayouts.atBest(run.data()).orElseThrow().variant("Quarkus", "r2dbc"))
                .contains("quarkus-r2dbc@R2DBC_FORCE_BINARY=true");
        assertThat(GridLayouts.atBest(run.data()).orElseThrow().variant("Quarkus", "jdbc-platform"))
                .contains("quarkus-jdbc");
    }

    @Test
    void theColumnEffectAtParityAndAtBestAndEachVariantsGain() {
        List<Effect> effects = run().effects();
        assertThat(effect(effects, Effect.DATA_ACCESS, "r2dbc").ratio().estimate())
                .isCloseTo(0.6, within(0.01));
        assertThat(effect(effects, Effect.DATA_ACCESS_AT_BEST, "r2dbc").ratio().estimate())
                .isCloseTo(0.9, within(0.01));
        assertThat(effect(effects, Effect.BEST_OVER_PARITY, "spring-r2dbc@R2DBC_FORCE_BINARY=true")
                        .ratio()
                        .estimate())
                .isCloseTo(1.5, within(0.01));
        assertThat(effects).noneMatch(e -> e.kind().equals(Effect.INTERACTION) && e.of().contains("@"));
        assertThat(GridEstimates.watched(effects))
                .as("what --precision waits for: the main effects at parity and at best, not a variant's own gain")
                .extracting(Effect::kind)
                .contains(Effect.DATA_ACCESS, Effect.DATA_ACCESS_AT_BEST)
                .doesNotContain(Effect.BEST_OVER_PARITY, Effect.INTERACTION);
    }

    @Test
    void theAnswerShowsParityThenBestAndNamesTheSettings() {
        RunModel run = run();
        String body = AnswerTables.body(run);
        assertThat(body)
                .contains("0.60x [")
                .contains(" → 0.90x [")
                .contains("quarkus-r2dbc `R2DBC_FORCE_BINARY=true`")
                .contains(FROM);
        assertThat(BestTables.gains(run)).contains("| micronaut-r2dbc@R2DBC_FORCE_BINARY=true | 1.50x [");
        assertThat(ReadmeAnswer.markdown(run))
                .as("sessions at best are the same variants again, not more of them")
                .startsWith("The run: 6 variants at parity and 3 of them at their best too, ");
    }

    @Test
    void aRunWithoutTunedSessionsHasNoBestAndNoArrow() {
        RunModel run = RunAnalysis.of(List.of(TunedRun.summary(false)), List.of("parity"));
        assertThat(run.data().atBest()).isEmpty();
        assertThat(AnswerTables.body(run)).doesNotContain("→").doesNotContain("at best");
        assertThat(BestTables.gains(run)).isEmpty();
    }

    private static Effect effect(List<Effect> effects, String kind, String of) {
        return effects.stream()
                .filter(e -> e.kind().equals(kind)
                        && e.of().equals(of)
                        && e.model() == LoadModel.CLOSED
                        && e.metric().equals("throughput")
                        && e.scenario().equals("get"))
                .findFirst()
                .orElseThrow();
    }

    private static RunModel run() {
        return RunAnalysis.of(List.of(TunedRun.summary(true)), List.of("tuned"));
    }
}
