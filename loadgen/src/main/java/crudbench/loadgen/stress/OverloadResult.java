package crudbench.loadgen.stress;

import java.util.List;

/** overload.json: the overload's facts and its requests second by second, recovery included. */
public record OverloadResult(OverloadFacts facts, List<Second> seconds) {

    public OverloadResult {
        seconds = List.copyOf(seconds);
    }
}
