package crudbench.loadgen.stress;

import java.util.List;
import java.util.Map;

/**
 * The overload, as measured: the offered rate for a while, then the capacity again. Whether and
 * when throughput came back is read off the per-second series beside these facts, by the judge,
 * with its own rule for "back".
 *
 * @param offeredRate           operations per second; a delete is two requests, so requests run about 5% higher
 * @param sustainableRate       the capacity, offered again after the overload
 * @param seconds               how long the overload lasted
 * @param recoveryWindowSeconds how long the capacity was offered after it
 * @param outcomes              of the requests due during the overload
 * @param goodput               2xx per second among them
 * @param overall               every request, the recovery's too
 */
public record OverloadFacts(
        int offeredRate,
        int sustainableRate,
        double seconds,
        double recoveryWindowSeconds,
        Map<Outcome, Long> outcomes,
        double goodput,
        Overall overall) {

    public static OverloadFacts of(
            Recorded recorded, int offeredRate, int sustainableRate, double overloadMs, double recoveryWindowMs) {
        List<Answer> during =
                recorded.answers().stream().filter(a -> a.sentMs() < overloadMs).toList();
        Map<Outcome, Long> outcomes = Latencies.counts(during);
        double goodput = outcomes.get(Outcome.OK) / (overloadMs / 1000);
        return new OverloadFacts(
                offeredRate,
                sustainableRate,
                overloadMs / 1000,
                recoveryWindowMs / 1000,
                outcomes,
                goodput,
                Overall.of(recorded));
    }
}
