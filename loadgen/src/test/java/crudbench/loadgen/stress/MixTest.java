package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumMap;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class MixTest {

    @Test
    void theStandardMixIsTheOpenModelFilesMix() {
        Map<Operation, Integer> picked = new EnumMap<>(Operation.class);
        IntStream.range(0, 100).forEach(roll -> picked.merge(Mix.STANDARD.pick(roll), 1, Integer::sum));
        assertThat(picked)
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        Operation.GET,
                        60,
                        Operation.LIST,
                        15,
                        Operation.CREATE,
                        10,
                        Operation.UPDATE,
                        10,
                        Operation.DELETE,
                        5));
        assertThat(Mix.STANDARD.pick(59)).isEqualTo(Operation.GET);
        assertThat(Mix.STANDARD.pick(60)).isEqualTo(Operation.LIST);
        assertThat(Mix.STANDARD.pick(99)).isEqualTo(Operation.DELETE);
    }

    @Test
    void theWriteHeavyMixHasNoDeletesSoEveryAcknowledgedCreateMustRemain() {
        assertThat(IntStream.range(0, 100).mapToObj(Mix.WRITE_HEAVY::pick))
                .doesNotContain(Operation.DELETE)
                .filteredOn(op -> op == Operation.CREATE)
                .hasSize(50);
    }

    @Test
    void weightsMustAddUpTo100() {
        assertThatThrownBy(() -> new Mix("bad", Map.of(Operation.GET, 90))).hasMessageContaining("add up to 100");
        assertThatThrownBy(() -> Mix.STANDARD.pick(100)).isInstanceOf(IllegalArgumentException.class);
    }
}
