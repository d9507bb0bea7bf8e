package crudbench.loadgen.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variants;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VariantSetupTest {

    private final Repo repo = Repo.locate();
    private final Variants registry = Variants.load(repo);

    @Test
    void aBareIdIsTheVariantAsTheRegistryDefinesIt() {
        VariantSetup session = VariantSetup.parse("spring-r2dbc", registry);

        assertThat(session.label()).isEqualTo("spring-r2dbc");
        assertThat(session.standard()).isTrue();
        assertThat(session.poolSize(Settings.load(repo)))
                .isEqualTo(Settings.load(repo).getInt("DB_POOL_SIZE"));
    }

    @Test
    void settingsAfterAnAtSelectABuildAndOverrideTheEnvironment() {
        VariantSetup session = VariantSetup.parse(
                "spring-r2dbc@build=r2dbc-pool-1.0.0,R2DBC_LOOPS=dedicated,DB_POOL_SIZE=100", registry);

        assertThat(session.variant().id()).isEqualTo("spring-r2dbc");
        assertThat(session.build()).isEqualTo("r2dbc-pool-1.0.0");
        assertThat(session.overrides()).isEqualTo(Map.of("R2DBC_LOOPS", "dedicated", "DB_POOL_SIZE", "100"));
        assertThat(session.standard()).isFalse();
        assertThat(session.poolSize(Settings.load(repo))).isEqualTo(100);
        assertThat(session.fileName())
                .isEqualTo("spring-r2dbc_build_r2dbc-pool-1.0.0_R2DBC_LOOPS_dedicated_DB_POOL_SIZE_100");
    }

    @Test
    void aPlainSessionAtParityIsAGridCellAsTheRegistryDefinesIt() {
        assertThat(VariantSetup.parse("spring-r2dbc", registry).plainAtParity()).isTrue();
        assertThat(VariantSetup.parse("spring-r2dbc@R2DBC_FORCE_BINARY=true", registry)
                        .plainAtParity())
                .as("settings of its own")
                .isFalse();
        assertThat(VariantSetup.parse("spring-r2dbc@build=r2dbc-pool-1.0.0", registry)
                        .plainAtParity())
                .as("another build")
                .isFalse();
        assertThat(VariantSetup.tuned(
                                registry.get("spring-r2dbc"),
                                Map.of("R2DBC_FORCE_BINARY", "true"),
                                "tuning/sweep-2/best.json",
                                Map.of())
                        .plainAtParity())
                .as("at its best")
                .isFalse();
        assertThat(VariantSetup.parse("spring-jpa", registry).plainAtParity())
                .as("an ORM")
                .isFalse();
        assertThat(VariantSetup.parse("spring-mvc-r2dbc", registry).plainAtParity())
                .as("another web stack")
                .isFalse();
    }

    @Test
    void misuseSaysWhatIsWrong() {
        assertThatThrownBy(() -> VariantSetup.parse("spring-r2dbc@build=r2dbc-pool-0.1", registry))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("r2dbc-pool-1.0.0");
        assertThatThrownBy(() -> VariantSetup.parse("spring-r2dbc@pool=100", registry))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("upper-case");
        assertThatThrownBy(() -> VariantSetup.parse("spring-r2dbc@DB_POOL_SIZE", registry))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("KEY=VALUE");
        assertThatThrownBy(() -> VariantSetup.parse("no-such-variant", registry))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
