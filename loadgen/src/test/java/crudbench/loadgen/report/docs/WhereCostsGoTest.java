package crudbench.loadgen.report.docs;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.profile.Layer;
import crudbench.loadgen.profile.LayerCosts;
import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.profile.Stacks;
import crudbench.loadgen.report.run.WhereTheCpuGoes;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How "Where a cost goes" gives one pair's cost run by run: one layer named once, or each run's where they differ. */
class WhereCostsGoTest {

    /** JDBC's request: 0.2 ms, half of it in the kernel. */
    private static final RunProfiles.Profile JDBC = profile("jdbc", 0.2, Map.of(Layer.KERNEL, 50L, Layer.APP, 50L));

    @Test
    void theSameLayerInEveryRunIsNamedOnceWithEachRunsFigures() {
        String text = WhereCostsGo.costs(List.of(
                pair(profile("r2dbc", 0.5, Map.of(Layer.KERNEL, 20L, Layer.APP, 20L, Layer.DRIVER_DECODE, 60L))),
                pair(profile("r2dbc", 0.6, Map.of(Layer.KERNEL, 20L, Layer.APP, 20L, Layer.DRIVER_DECODE, 60L)))));
        // 0.5 - 0.2 and 0.6 - 0.2; decode 0.3 and 0.36 against none
        assertThat(text).isEqualTo("+0.300 and +0.400 ms, most in driver: decode (+0.300 and +0.360 ms)");
    }

    @Test
    void layersThatDifferBetweenRunsAreEachRunsOwn() {
        String text = WhereCostsGo.costs(List.of(
                pair(profile("r2dbc", 0.5, Map.of(Layer.KERNEL, 20L, Layer.APP, 20L, Layer.DRIVER_DECODE, 60L))),
                pair(profile("r2dbc", 0.4, Map.of(Layer.KERNEL, 75L, Layer.APP, 25L)))));
        assertThat(text)
                .isEqualTo("+0.300 ms, most in driver: decode (+0.300 ms) and +0.200 ms, most in kernel (+0.200 ms)");
    }

    @Test
    void aCheaperRequestNamesWhereItSavesMost() {
        String text =
                WhereCostsGo.costs(List.of(pair(profile("vertx", 0.15, Map.of(Layer.KERNEL, 20L, Layer.APP, 80L)))));
        assertThat(text).isEqualTo("-0.050 ms, most saved in kernel (-0.070 ms)");
    }

    private static WhereTheCpuGoes.Against pair(RunProfiles.Profile b) {
        return new WhereTheCpuGoes.Against(JDBC, b);
    }

    private static RunProfiles.Profile profile(String variant, double cpuMs, Map<Layer, Long> layers) {
        long samples = layers.values().stream().mapToLong(Long::longValue).sum();
        return new RunProfiles.Profile(
                variant,
                "list100",
                64,
                new LayerCosts(samples, layers, Map.of()),
                new Stacks(Map.of()),
                cpuMs,
                List.of());
    }
}
