package crudbench.drivers.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.drivers.Operation;
import java.util.List;
import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void driversRunInTheirFixedOrderWhicheverWayTheyAreNamed() {
        assertThat(Main.selected(null)).containsExactly("jdbc", "r2dbc", "vertx", "pgbench");
        assertThat(Main.selected(List.of("pgbench", "jdbc"))).containsExactly("jdbc", "pgbench");
        assertThatThrownBy(() -> Main.selected(List.of("hibernate"))).hasMessageContaining("known: jdbc");
    }

    @Test
    void theQuickProfileFitsInFourMinutesOnTwoCoresAtMost() {
        Profile quick = Profile.quick();
        assertThat(quick.users()).containsExactly(4, 64);
        assertThat(quick.operations())
                .containsExactly(Operation.GET, Operation.LIST10, Operation.LIST100, Operation.CREATE);
        // At most: every warm-up runs all its rounds; 5 s per JVM to start and open its pool; 10 s for the database.
        long seconds = 3 * (quick.secondsPerDriver() + 5) + quick.secondsOfPgbench() + 10;
        assertThat(seconds).isLessThanOrEqualTo(4 * 60);
        assertThat(Profile.standard().users()).containsExactly(4, 16, 64, 256);
    }

    @Test
    void aProfileRefusesWhatCannotRun() {
        assertThatThrownBy(() -> Profile.quick().withUsers(List.of(0))).hasMessageContaining("positive");
        assertThatThrownBy(() -> Profile.quick().withMeasureSeconds(0)).hasMessageContaining("measured window");
    }
}
