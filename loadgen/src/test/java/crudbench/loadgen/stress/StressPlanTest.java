package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A plan checks its own rules wherever it is built, not only behind the options of `just stress`. */
class StressPlanTest {

    @Test
    void bothProfilesKeepTheirOwnRules() {
        assertThat((double) StressPlan.standard().outage().afterSeconds())
                .isGreaterThan(StressPlan.standard().recoverySeconds());
        assertThat(StressPlan.ci().outage().silentSeconds())
                .isGreaterThan(StressPlan.ci().outage().seconds());
    }

    @Test
    void aPlanBuiltOutsideTheCommandIsRefusedByTheOptionThatSetsTheBadValue() {
        assertThatThrownBy(() -> StressPlan.ci().toBuilder().stepSeconds(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--step-seconds must be positive, got 0.0");
        assertThatThrownBy(() -> StressPlan.standard().toBuilder().maxRate(100).build())
                .hasMessageContaining("need 10 <= --start-rate <= --max-rate, got 250 and 100");
        assertThatThrownBy(
                        () -> StressPlan.standard().toBuilder().outageShare(0).build())
                .hasMessageContaining("--soak-share and --outage-share take shares in (0, 1], got 0.0");
        assertThatThrownBy(() -> StressPlan.ci().toBuilder().recoverySeconds(7).build())
                .hasMessageContaining("--outage-after-seconds (7) must be more than --recovery-seconds (7.0)");
    }

    @Test
    void theCanonicalConstructorChecksAsTheBuilderDoes() {
        StressPlan ci = StressPlan.ci();
        assertThatThrownBy(() -> new StressPlan(
                        ci.warmupSeconds(),
                        ci.capacity(),
                        new StressPlan.Overload(1.0, ci.overload().seconds()),
                        ci.recoverySeconds(),
                        ci.soak(),
                        ci.outage(),
                        ci.client()))
                .hasMessage("--overload-factor must be more than 1, got 1.0");
    }
}
