package crudbench.loadgen.findings;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.loadgen.plan.BenchProfile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What each experiment of `just findings` runs: epochs, rounds and the warm-up rule. */
class FindingsTest {

    private static final Findings THREE_EPOCHS_OF_TWO =
            new Findings(Repo.locate(), 3, 2, 1, 42L, Path.of("target/findings-test"), List.of());

    @Test
    void everyExperimentRunsTheGivenEpochsEachWarmedUpToASteadyState() {
        for (Experiment experiment : Experiments.ALL) {
            BenchProfile profile = THREE_EPOCHS_OF_TWO.profile(experiment);
            assertThat(profile.rounds().epochs()).as(experiment.id()).isEqualTo(3);
            assertThat(profile.rounds().precision())
                    .as("%s: a fixed length, no precision target", experiment.id())
                    .isZero();
            assertThat(profile.rounds().planned())
                    .as("%s: --rounds per epoch, or the experiment's least", experiment.id())
                    .isEqualTo(Math.max(2, experiment.rounds()));
            assertThat(profile.warmup())
                    .as(experiment.id())
                    .isEqualTo(
                            experiment.warmup() == null ? BenchProfile.quick().warmup() : experiment.warmup());
            assertThat(profile.closed().users()).as(experiment.id()).isEqualTo(experiment.users());
        }
        assertThat(Experiments.ALL)
                .as("some experiment needs more rounds than --rounds 2")
                .anySatisfy(e -> assertThat(e.rounds()).isGreaterThan(2));
    }
}
