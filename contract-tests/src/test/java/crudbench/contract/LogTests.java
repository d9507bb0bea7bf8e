package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.launch.App;
import crudbench.harness.registry.Versions;
import org.junit.jupiter.api.Test;

/** The app's own log after the tests above: its startup line, and no errors or blocked threads. */
abstract class LogTests extends ContractSupport {

    @Test
    void startupNamesTheVariantItsVersionsAndThePoolSize() {
        String log = app().log();
        assertThat(log).contains("variant=" + app().variant().id() + " ");
        assertThat(log).containsPattern("framework=\\S+ \\d+\\.\\d+");
        assertThat(log).containsPattern("driver=\\S+ \\d+\\.\\d+");
        assertThat(log).contains("pool-size=" + RunningVariant.SETTINGS.get("DB_POOL_SIZE"));
    }

    /** What ran, not what a pom asked for: a BOM bump that changes a driver or pool fails here until versions.json says so. */
    @Test
    void startupVersionsAreTheOnesVersionsJsonDeclares() {
        String line = Versions.startupLine(app().log());
        assertThat(Versions.load(Repo.locate()).mismatches(app().variant(), null, line))
                .as("the startup line against versions.json: %s", line)
                .isEmpty();
    }

    @Test
    void everythingSoFarWasAnsweredWithoutErrorsOrBlockedThreads() {
        String log = app().log();
        assertThat(log).as("blocked event loops").doesNotContainPattern(App.BLOCKED_EVENT_LOOP);
        assertThat(log.lines().filter(line -> line.contains("ERROR")).toList())
                .as("ERROR lines in the log")
                .isEmpty();
    }
}
