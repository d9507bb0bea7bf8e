package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RatioInterval;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Which effects the spread at each level and the drift check read: the published main effects, each figure
 * once, so a tuned run's effect at best that no tuned variant enters does not count twice.
 */
class GridEstimatesTest {

    private static final RatioInterval ANY = new RatioInterval(0.9, 0.8, 1.0, 4);
    private static final Map<Integer, Double> ROUNDS = Map.of(1, -0.10, 2, -0.12, 3, -0.08, 4, -0.11);
    private static final Map<Integer, Double> TUNED = Map.of(1, 0.02, 2, 0.01, 3, 0.03, 4, 0.00);

    @Test
    void anEffectAtBestWithTheParityOnesRoundsIsReadOnce() {
        var virtual = rounds(Effect.DATA_ACCESS, "jdbc-virtual", "throughput", ROUNDS);
        var virtualAtBest = rounds(Effect.DATA_ACCESS_AT_BEST, "jdbc-virtual", "throughput", ROUNDS);
        var r2dbc = rounds(Effect.DATA_ACCESS, "r2dbc", "throughput", ROUNDS);
        var r2dbcAtBest = rounds(Effect.DATA_ACCESS_AT_BEST, "r2dbc", "throughput", TUNED);
        var closedCpu = rounds(Effect.DATA_ACCESS, "r2dbc", "app-cpu", ROUNDS);
        var gain = rounds(Effect.BEST_OVER_PARITY, "quarkus-r2dbc@R2DBC_FORCE_BINARY=true", "throughput", TUNED);

        assertThat(GridEstimates.watchedOnce(List.of(virtual, virtualAtBest, r2dbc, r2dbcAtBest, closedCpu, gain)))
                .containsExactly(virtual, r2dbc, r2dbcAtBest);
    }

    private static GridEstimates.MainRounds rounds(String kind, String of, String metric, Map<Integer, Double> rounds) {
        return new GridEstimates.MainRounds(
                new Effect("get", LoadModel.CLOSED, 64, metric, kind, of, "jdbc-platform", ANY), rounds);
    }
}
