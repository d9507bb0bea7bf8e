package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RatioInterval;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The agreement table of `just compare --change BASELINE CANDIDATE` for two tuned runs: which effects each row counts,
 * and an effect at best that is the parity one again counted once.
 */
class RunChangesTest {

    private static final RatioInterval SAME_A = new RatioInterval(0.80, 0.76, 0.84, 4);
    private static final RatioInterval SAME_B = new RatioInterval(0.82, 0.78, 0.86, 4);

    @Test
    void eachRowCountsItsOwnKindAndAnEffectAtBestThatIsParityOnce() {
        List<Effect> baseline = List.of(
                // virtual threads: no variant of the column tuned, so at best is parity again
                effect(LoadModel.CLOSED, "throughput", Effect.DATA_ACCESS, "jdbc-virtual", SAME_A),
                effect(LoadModel.CLOSED, "throughput", Effect.DATA_ACCESS_AT_BEST, "jdbc-virtual", SAME_A),
                // R2DBC: tuned, so at best differs, and it moved by more than its interval allows
                effect(LoadModel.CLOSED, "throughput", Effect.DATA_ACCESS, "r2dbc", SAME_A),
                effect(LoadModel.CLOSED, "throughput", Effect.DATA_ACCESS_AT_BEST, "r2dbc", interval(0.90, 0.01)),
                // app CPU in the closed model: a main effect, not a published one
                effect(LoadModel.CLOSED, "app-cpu", Effect.DATA_ACCESS, "r2dbc", interval(1.5, 0.30)),
                effect(LoadModel.CLOSED, "throughput", Effect.INTERACTION, "Quarkus × r2dbc", SAME_A),
                effect(
                        LoadModel.CLOSED,
                        "throughput",
                        Effect.BEST_OVER_PARITY,
                        "quarkus-r2dbc@R2DBC_FORCE_BINARY=true",
                        interval(1.5, 0.05)));
        List<Effect> candidate = baseline.stream()
                .map(e -> e.kind().equals(Effect.DATA_ACCESS_AT_BEST) && e.of().equals("r2dbc")
                        ? with(e, interval(1.10, 0.01))
                        : e.metric().equals("throughput") && e.kind().startsWith(Effect.DATA_ACCESS)
                                ? with(e, SAME_B)
                                : e)
                .toList();

        List<RunChanges.Paired> paired = RunChanges.paired(baseline, candidate);
        Map<String, RunChangeModel.Agreement> rows = RunChanges.agreement(paired).stream()
                .collect(Collectors.toMap(RunChangeModel.Agreement::effects, a -> a));

        assertThat(rows.get("every effect").measured()).isEqualTo(6);
        assertThat(rows.get("main effects").measured()).isEqualTo(4);
        assertThat(rows.get("main effects").inside()).isEqualTo(3);
        assertThat(rows.get("published main effects (the answer's)").measured()).isEqualTo(3);
        assertThat(rows.get("main effects within ±10% in both runs").measured())
                .as("the closed model's CPU effect is ±30%")
                .isEqualTo(3);
        assertThat(rows.get("interactions").measured()).isEqualTo(1);
        assertThat(rows.get("each variant at its best over itself at parity").inside())
                .isEqualTo(1);
        assertThat(paired)
                .extracting(p -> p.figure().what())
                .contains(
                        "get closed users=64, throughput: r2dbc over jdbc-platform",
                        "get closed users=64, throughput: r2dbc over jdbc-platform, every variant at its best");
    }

    @Test
    void aRunWithoutTunedSessionsHasNoRowForTheGains() {
        List<Effect> effects = List.of(effect(LoadModel.CLOSED, "throughput", Effect.DATA_ACCESS, "r2dbc", SAME_A));
        assertThat(RunChanges.agreement(RunChanges.paired(effects, effects)))
                .extracting(RunChangeModel.Agreement::effects)
                .doesNotContain("each variant at its best over itself at parity");
    }

    private static RatioInterval interval(double estimate, double halfWidth) {
        return new RatioInterval(estimate, estimate * (1 - halfWidth), estimate * (1 + halfWidth), 4);
    }

    private static Effect effect(LoadModel model, String metric, String kind, String of, RatioInterval ratio) {
        String over = kind.equals(Effect.BEST_OVER_PARITY) ? "quarkus-r2dbc" : "jdbc-platform";
        return new Effect("get", model, 64, metric, kind, of, over, ratio);
    }

    private static Effect with(Effect e, RatioInterval ratio) {
        return new Effect(e.scenario(), e.model(), e.load(), e.metric(), e.kind(), e.of(), e.over(), ratio);
    }
}
