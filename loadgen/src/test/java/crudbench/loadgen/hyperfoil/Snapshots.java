package crudbench.loadgen.hyperfoil;

import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.http.statistics.HttpStats;

/** Recorded statistics built by hand, as Hyperfoil's callback would deliver them. */
public final class Snapshots {

    private Snapshots() {}

    /** A period's snapshot: every response answered with {@code status}, latencies in microseconds. */
    public static StatisticsSnapshot of(int sequence, long startMs, int status, long... latenciesMicros) {
        StatisticsSnapshot s = new StatisticsSnapshot();
        s.sequenceId = sequence;
        for (long micros : latenciesMicros) {
            s.histogram.recordValue(micros * 1000);
        }
        s.histogram.setStartTimeStamp(startMs);
        s.histogram.setEndTimeStamp(startMs + 1000);
        s.requestCount = latenciesMicros.length;
        s.responseCount = latenciesMicros.length;
        HttpStats http = new HttpStats();
        switch (status / 100) {
            case 2 -> http.status_2xx = latenciesMicros.length;
            case 4 -> http.status_4xx = latenciesMicros.length;
            case 5 -> http.status_5xx = latenciesMicros.length;
            default -> http.status_other = latenciesMicros.length;
        }
        s.extensions.put(HttpStats.HTTP, http);
        return s;
    }

    /** A phase that ran from 0 to {@code windowMs}, with one metric of the given snapshots. */
    public static PhaseResult phase(String name, String metric, long windowMs, StatisticsSnapshot... snapshots) {
        PhaseResult phase = new PhaseResult(name, false, windowMs, "always");
        phase.runningMs = 1_000;
        phase.terminatedMs = 1_000 + windowMs;
        for (StatisticsSnapshot s : snapshots) {
            phase.metric(metric).add(s);
        }
        return phase;
    }
}
