package crudbench.loadgen.stress;

import java.util.List;
import java.util.Map;

/**
 * Every request of one experiment's load, whatever its phase: what became of them and the
 * slowest answer, whether the app was still up at the end, and the first connection errors.
 *
 * @param appUp        the app process was alive at the end, and its log shows no OutOfMemoryError
 * @param errorSamples    the first few distinct reasons of connection errors, for the report
 * @param listenOverflows connection attempts the kernel dropped from a full listen queue during the load, on the
 *                        whole machine: each is sent again only a second or more later, so a late answer that
 *                        met one was late before the app saw it; -1 where it cannot tell (results written before
 *                        2026-11-30 have none, and read as 0)
 */
public record Overall(
        Map<Outcome, Long> outcomes, double slowestMs, boolean appUp, List<String> errorSamples, long listenOverflows) {

    static Overall of(Recorded recorded) {
        return new Overall(
                Latencies.counts(recorded.answers()),
                Latencies.max(recorded.answers()),
                recorded.appUp(),
                recorded.errorSamples(),
                recorded.listenOverflows());
    }
}
