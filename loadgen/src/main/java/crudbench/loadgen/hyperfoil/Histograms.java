package crudbench.loadgen.hyperfoil;

import crudbench.loadgen.results.ResponseTimes;
import io.hyperfoil.api.statistics.StatisticsSnapshot;

/** What the tables read of a Hyperfoil histogram (nanoseconds, capped at one minute). */
public final class Histograms {

    private Histograms() {}

    /** The response times in milliseconds; zeros when the histogram is empty. */
    public static ResponseTimes responseTimes(StatisticsSnapshot snapshot) {
        var h = snapshot.histogram;
        if (h.getTotalCount() == 0) {
            return ResponseTimes.NONE;
        }
        return new ResponseTimes(
                h.getMean() / 1e6,
                h.getValueAtPercentile(50) / 1e6,
                h.getValueAtPercentile(90) / 1e6,
                h.getValueAtPercentile(99) / 1e6,
                h.getValueAtPercentile(99.9) / 1e6,
                h.getMaxValue() / 1e6);
    }
}
