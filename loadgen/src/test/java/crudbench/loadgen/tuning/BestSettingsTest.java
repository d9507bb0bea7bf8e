package crudbench.loadgen.tuning;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Knobs;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The sessions at their best carry, from the checkout's knobs when the run is planned, which of their settings change
 * the work: the run records it, so that its pages name it without reading the checkout.
 */
class BestSettingsTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants REGISTRY = Variants.load(REPO);

    private static BestSettings best(String variant, Map<String, String> settings) {
        return new BestSettings("tuning/sweep-0", 2, List.of(new BestSettings.Best(variant, settings, List.of())));
    }

    @Test
    void aSettingThatChangesTheWorkIsRecordedWithItsKnobsName() throws Exception {
        List<String> missing = new ArrayList<>();
        List<VariantSetup> sessions = best("spring-vertx", Map.of("DB_PIPELINING_LIMIT", "256"))
                .withBest(
                        List.of(
                                VariantSetup.of(REGISTRY.get("spring-vertx")),
                                VariantSetup.of(REGISTRY.get("spring-jdbc"))),
                        "tuning/sweep-0/best.json",
                        Knobs.load(REPO),
                        missing::add);

        assertThat(sessions)
                .extracting(VariantSetup::label)
                .containsExactly("spring-vertx", "spring-vertx@DB_PIPELINING_LIMIT=256", "spring-jdbc");
        assertThat(missing).containsExactly("spring-jdbc");
        VariantSetup tuned = sessions.get(1);
        assertThat(tuned.changesWork()).containsExactly(Map.entry("DB_PIPELINING_LIMIT", "Vert.x pipelining"));
        assertThat(sessions.get(0).changesWork()).isEmpty();

        String json = BenchSummary.JSON.writeValueAsString(tuned);
        assertThat(BenchSummary.JSON.readValue(json, VariantSetup.class)).isEqualTo(tuned);
        assertThat(BenchSummary.JSON.writeValueAsString(sessions.get(0))).doesNotContain("changesWork");
    }

    @Test
    void aSettingThatOnlyChangesTheSpeedIsNotNamed() {
        List<VariantSetup> sessions = best("spring-r2dbc", Map.of("R2DBC_FORCE_BINARY", "true"))
                .withBest(
                        List.of(VariantSetup.of(REGISTRY.get("spring-r2dbc"))),
                        "tuning/sweep-0/best.json",
                        Knobs.load(REPO),
                        label -> {});
        assertThat(sessions.getLast().changesWork()).isEmpty();
        assertThat(sessions.getLast().atBest()).isTrue();
    }
}
