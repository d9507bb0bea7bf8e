package crudbench.loadgen.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;

class DispatchTest {

    private static final String PARSER = "io/r2dbc/postgresql/codec/PostgresqlDateTimeFormatter.parseOffsetDateTime";

    @Test
    void countsTheStubsAboveTheFrameByTheirCaller() {
        Stacks stacks = new Stacks(Map.of(
                "[t];a;" + PARSER + ";java/util/HashMap.putMapEntries;itable stub",
                3L,
                "[t];a;" + PARSER + ";java/util/HashMap.putVal;vtable stub",
                1L,
                "[t];a;" + PARSER + ";java/util/HashMap.putVal",
                4L,
                "[t];a;java/util/HashMap.putMapEntries;itable stub",
                10L,
                "[t];itable stub",
                5L));

        Dispatch d = Dispatch.under(stacks, PARSER);

        assertThat(d.samples()).isEqualTo(8);
        assertThat(d.stubs()).isEqualTo(4);
        assertThat(d.stubShare()).isCloseTo(0.5, within(1e-12));
        assertThat(d.stubShareFrom("java/util/HashMap.putMapEntries")).isCloseTo(3 / 8.0, within(1e-12));
        assertThat(d.stubShareFrom("java/util/HashMap.putVal")).isCloseTo(1 / 8.0, within(1e-12));
    }

    @Test
    void aStubBelowTheFrameIsNotItsOwnAndOneStackCountsOnce() {
        Stacks stacks = new Stacks(Map.of(
                "[t];itable stub;" + PARSER + ";java/time/Parsed.copy", 2L,
                "[t];" + PARSER + ";x;vtable stub;" + PARSER + ";y;itable stub", 1L));

        Dispatch d = Dispatch.under(stacks, PARSER);

        assertThat(d.samples()).isEqualTo(3);
        assertThat(d.stubs()).isEqualTo(1);
        assertThat(d.byCaller()).containsExactly(Map.entry("x", 1L));
    }

    @Test
    void aFrameNeverSampledHasNoShare() {
        Dispatch d = Dispatch.under(Stacks.NONE, PARSER);

        assertThat(d.samples()).isZero();
        assertThat(d.stubShare()).isZero();
        assertThat(d.stubShareFrom("x")).isZero();
    }
}
