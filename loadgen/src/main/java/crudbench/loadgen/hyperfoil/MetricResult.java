package crudbench.loadgen.hyperfoil;

import io.hyperfoil.api.statistics.StatisticsSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Everything Hyperfoil reported for one metric of one phase: the per-period snapshots (the
 * series) and their sum. Snapshots are copied on arrival, because Hyperfoil resets them as
 * soon as its statistics callback returns.
 */
public final class MetricResult {

    private final String phase;
    private final String metric;
    private final TreeMap<Integer, StatisticsSnapshot> series = new TreeMap<>();

    MetricResult(String phase, String metric) {
        this.phase = phase;
        this.metric = metric;
    }

    public String phase() {
        return phase;
    }

    public String metric() {
        return metric;
    }

    /** Adds a snapshot; one for a period seen before is merged into it. */
    public synchronized void add(StatisticsSnapshot snapshot) {
        StatisticsSnapshot existing = series.get(snapshot.sequenceId);
        if (existing == null) {
            series.put(snapshot.sequenceId, copy(snapshot));
        } else {
            merge(existing, snapshot);
        }
    }

    /** A copy with the histogram's time stamps, which HdrHistogram's add() leaves out. */
    static StatisticsSnapshot copy(StatisticsSnapshot snapshot) {
        StatisticsSnapshot copy = new StatisticsSnapshot();
        copy.sequenceId = snapshot.sequenceId;
        copy.add(snapshot);
        copy.histogram.setStartTimeStamp(snapshot.histogram.getStartTimeStamp());
        copy.histogram.setEndTimeStamp(snapshot.histogram.getEndTimeStamp());
        return copy;
    }

    public static void merge(StatisticsSnapshot into, StatisticsSnapshot other) {
        long start = minPositive(into.histogram.getStartTimeStamp(), other.histogram.getStartTimeStamp());
        long end = Math.max(into.histogram.getEndTimeStamp(), other.histogram.getEndTimeStamp());
        into.add(other);
        into.histogram.setStartTimeStamp(start);
        into.histogram.setEndTimeStamp(end);
    }

    private static long minPositive(long a, long b) {
        if (a <= 0) {
            return b;
        }
        return b <= 0 ? a : Math.min(a, b);
    }

    public synchronized List<StatisticsSnapshot> series() {
        return new ArrayList<>(series.values());
    }

    /** The sum of the series. */
    public synchronized StatisticsSnapshot total() {
        StatisticsSnapshot total = new StatisticsSnapshot();
        for (StatisticsSnapshot s : series.values()) {
            merge(total, s);
        }
        return total;
    }
}
