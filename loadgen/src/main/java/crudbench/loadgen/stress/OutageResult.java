package crudbench.loadgen.stress;

import java.util.List;

/** outage.json or silent.json: the facts, the requests second by second, and every /health probe. */
public record OutageResult(OutageFacts facts, List<Second> seconds, List<Probe> probes) {

    public OutageResult {
        seconds = List.copyOf(seconds);
        probes = List.copyOf(probes);
    }
}
