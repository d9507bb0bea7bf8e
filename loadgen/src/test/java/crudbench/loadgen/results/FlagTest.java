package crudbench.loadgen.results;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.results.Flag.Kind;
import org.junit.jupiter.api.Test;

class FlagTest {

    @Test
    void readsAsOneLineThatSaysWhere() {
        Flag checked = Flag.of("get", "get", Kind.NON_2XX, "3xx 0, 4xx 12, 5xx 0, other 0");
        assertThat(checked).hasToString("get/get: non-2xx (3xx 0, 4xx 12, 5xx 0, other 0)");
        assertThat(checked.at("spring-r2dbc", 2, new LoadPoint.Id(LoadModel.CLOSED, 64, 0)))
                .hasToString("spring-r2dbc r2 closed users=64: get/get: non-2xx (3xx 0, 4xx 12, 5xx 0, other 0)");
        assertThat(Flag.of("mix", null, Kind.SESSIONS_EXHAUSTED, "pool depleted")
                        .at("quarkus-jdbc", 1, new LoadPoint.Id(LoadModel.OPEN, 2000, 0)))
                .hasToString("quarkus-jdbc r1 open rate=2000: mix: sessions exhausted (pool depleted)");
        assertThat(Flag.of(null, null, Kind.DB_COUNTS_DISAGREE, "get: 3 answered requests, 2 statements executed")
                        .at("micronaut-r2dbc", 1, new LoadPoint.Id(LoadModel.CLOSED, 16, 2)))
                .hasToString(
                        "micronaut-r2dbc r1 warm-up 2: database counts disagree (get: 3 answered requests, 2 statements executed)");
        assertThat(Flag.ofVariant("spring-jdbc", 3, Kind.DID_NOT_START, "exited with code 1"))
                .hasToString("spring-jdbc r3: did not start (exited with code 1)");
    }

    @Test
    void aFlagOfAWarmUpPassIsListedButFailsNoRun() {
        Flag timeout = Flag.of("mix", "mix-get", Kind.TIMEOUTS, "1");
        assertThat(timeout.at("spring-mvc-r2dbc", 3, new LoadPoint.Id(LoadModel.CLOSED, 64, 1))
                        .failsRun())
                .isFalse();
        assertThat(timeout.at("spring-mvc-r2dbc", 3, new LoadPoint.Id(LoadModel.CLOSED, 64, 0))
                        .failsRun())
                .isTrue();
        assertThat(Flag.ofVariant("quarkus-orm", 1, Kind.NOT_SETTLED, "21 passes")
                        .failsRun())
                .as("not settling fails the run: a flag of the variant, not of a pass")
                .isTrue();
    }
}
