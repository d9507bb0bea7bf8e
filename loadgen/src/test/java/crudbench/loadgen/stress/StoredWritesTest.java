package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StoredWritesTest {

    @Test
    void lostWritesAreThoseMissingOrStoredOtherwise() {
        Write kept = new Write(1, "a", "a@stress.test");
        Write missing = new Write(2, "b", "b@stress.test");
        Write changed = new Write(3, "c", "c@stress.test");
        assertThat(StoredWrites.missing(
                        List.of(kept, missing, changed), Map.of(1L, kept, 3L, new Write(3, "other", "c@stress.test"))))
                .containsExactly(missing, changed);
    }
}
