package crudbench.loadgen.results;

import crudbench.loadgen.plan.LoadModel;
import java.util.List;

/**
 * Rows for tests, built by name: a test sets what it is about and leaves the rest at these
 * defaults (a one-second window, every request the scenario's own, 1 ms at every percentile,
 * nothing else measured, no flags).
 */
public final class Rows {

    private Rows() {}

    /** A closed-model row of this app, round, concurrency and scenario. */
    public static Builder closed(String variant, int round, int users, String scenario) {
        return new Builder(new ScenarioRow.RowId(variant, 1, round, LoadModel.CLOSED, users, scenario));
    }

    /** An open-model row at this rate. */
    public static Builder open(String variant, int round, int rate, String scenario) {
        return new Builder(new ScenarioRow.RowId(variant, 1, round, LoadModel.OPEN, rate, scenario));
    }

    /** A copy of a row, to change a part of it. */
    public static Builder from(ScenarioRow row) {
        Builder b = new Builder(row.id());
        b.traffic = row.traffic();
        b.latency = row.latency();
        b.usage = row.usage();
        b.flags = row.flags();
        return b;
    }

    public static final class Builder {
        private ScenarioRow.RowId id;
        private ScenarioRow.Traffic traffic = new ScenarioRow.Traffic(1000, 0, 0, 0, 0, 0);
        private ResponseTimes latency = new ResponseTimes(1, 1, 1, 1, 1, 1);
        private ScenarioRow.Usage usage = ScenarioRow.Usage.NONE;
        private List<Flag.Kind> flags = List.of();

        private Builder(ScenarioRow.RowId id) {
            this.id = id;
        }

        /** In this epoch (every app started afresh): rounds keep their numbers across epochs. */
        public Builder epoch(int epoch) {
            id = new ScenarioRow.RowId(id.variant(), epoch, id.repeat(), id.loadModel(), id.load(), id.scenario());
            return this;
        }

        /** At this concurrency or rate instead. */
        public Builder load(int load) {
            id = new ScenarioRow.RowId(id.variant(), id.epoch(), id.repeat(), id.loadModel(), load, id.scenario());
            return this;
        }

        public Builder windowMs(long ms) {
            traffic = new ScenarioRow.Traffic(
                    ms,
                    traffic.requests(),
                    traffic.allRequests(),
                    traffic.throughput(),
                    traffic.errors(),
                    traffic.non2xx());
            return this;
        }

        /** This many requests per second, and the responses that makes over the window, all of them the scenario's own. */
        public Builder throughput(double perSecond) {
            long requests = Math.round(perSecond * traffic.windowMs() / 1000);
            traffic = new ScenarioRow.Traffic(
                    traffic.windowMs(), requests, requests, perSecond, traffic.errors(), traffic.non2xx());
            return this;
        }

        /** Requests and responses counted as given, whatever the throughput says. */
        public Builder requests(long own, long all) {
            traffic = new ScenarioRow.Traffic(
                    traffic.windowMs(), own, all, traffic.throughput(), traffic.errors(), traffic.non2xx());
            return this;
        }

        public Builder latency(ResponseTimes times) {
            latency = times;
            return this;
        }

        public Builder appCpuMs(Double ms) {
            usage = new ScenarioRow.Usage(
                    ms,
                    usage.pgCpuMs(),
                    usage.loadgenCpuMs(),
                    usage.rssAvgMb(),
                    usage.rssMaxMb(),
                    usage.peakRssMb(),
                    usage.threadsMax());
            return this;
        }

        public Builder flags(List<Flag.Kind> kinds) {
            flags = kinds;
            return this;
        }

        public ScenarioRow build() {
            return new ScenarioRow(id, traffic, latency, usage, flags);
        }
    }
}
