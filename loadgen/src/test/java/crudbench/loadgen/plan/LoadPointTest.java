package crudbench.loadgen.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LoadPointTest {

    @Test
    void eachPointCarriesItsFilesParameters() {
        assertThat(LoadPoint.closed(64, 15, 5).params())
                .containsOnly(entry("USERS", "64"), entry("DURATION", "15s"), entry("WARMUP", "5s"));
        assertThat(LoadPoint.open(1000, 20, 5, 256).params())
                .containsOnly(
                        entry("RATE", "1000"),
                        entry("DURATION", "20s"),
                        entry("WARMUP", "5s"),
                        entry("MAX_SESSIONS", "256"));
        LoadPoint round = LoadPoint.warmupRound(2, 64, 5);
        assertThat(round.params()).containsOnly(entry("USERS", "64"), entry("DURATION", "5s"), entry("WARMUP", "5s"));
        assertThat(round.model()).isEqualTo(LoadModel.CLOSED);
    }

    @Test
    void namesAsProgressFlagsAndRawFilesShowThem() {
        assertThat(LoadPoint.closed(64, 15, 5).id())
                .extracting(LoadPoint.Id::label, LoadPoint.Id::fileName)
                .containsExactly("closed users=64", "closed-64");
        assertThat(LoadPoint.open(1000, 20, 5, 256).id())
                .extracting(LoadPoint.Id::label, LoadPoint.Id::fileName)
                .containsExactly("open rate=1000", "open-1000");
        assertThat(LoadPoint.warmupRound(3, 64, 5).id())
                .extracting(LoadPoint.Id::label, LoadPoint.Id::fileName)
                .containsExactly("warm-up 3", "warmup-3");
    }

    @Test
    void theProfileRunsTheClosedSweepThenTheOpenRates() {
        BenchProfile standard = BenchProfile.sweep();
        assertThat(standard.points())
                .extracting(LoadPoint::label)
                .containsExactly(
                        "closed users=4",
                        "closed users=16",
                        "closed users=64",
                        "closed users=256",
                        "open rate=500",
                        "open rate=1000",
                        "open rate=2000");
        assertThat(BenchProfile.quick().points())
                .extracting(LoadPoint::label)
                .containsExactly("closed users=64", "open rate=500");
        assertThat(standard.toBuilder()
                        .users(List.of(8))
                        .rates(List.of())
                        .build()
                        .points())
                .extracting(LoadPoint::label)
                .containsExactly("closed users=8");
    }

    @Test
    void plannedSecondsFollowTheScenarioCountsOfTheFilesThatTheProfileMeasures() {
        Map<LoadModel, BenchmarkPlan> plans = Map.of(
                LoadModel.CLOSED,
                        new BenchmarkPlan(
                                LoadModel.CLOSED,
                                "c",
                                "c",
                                8,
                                List.of("get", "list10", "list100", "update", "delete", "mix", "create"),
                                Map.of()),
                LoadModel.OPEN, new BenchmarkPlan(LoadModel.OPEN, "o", "o", 3, List.of("get", "mix"), Map.of()));
        // quick, the answer's 4 scenarios: warm-up passes of 1 s × (4 + 1), twice 3 of them at least and 40 s at
        // least: 8 passes; a closed point of 1 + 1 × 4; an open point of 1 + 2 × 2
        assertThat(BenchProfile.quick().plannedWarmupSeconds(plans)).isEqualTo(8 * 5);
        assertThat(BenchProfile.quick().plannedSecondsPerRound(plans)).isEqualTo(5 + 5);
        // every scenario: passes of 1 s × (7 + 1), 6 of them; a closed point of 1 + 1 × 7
        BenchProfile every = BenchProfile.quick().toBuilder()
                .scenarios(BenchProfile.EVERY_SCENARIO)
                .build();
        assertThat(every.plannedWarmupSeconds(plans)).isEqualTo(6 * 8);
        assertThat(every.plannedSecondsPerRound(plans)).isEqualTo(8 + 5);
    }
}
