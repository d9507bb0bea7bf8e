package crudbench.loadgen.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import crudbench.loadgen.plan.LoadModel;
import java.util.List;

/**
 * One scenario of one measured run: the row behind every table and chart. Throughput and
 * latency are the scenario's own requests (for `delete`, the DELETEs; the POST that creates
 * each victim is its `-setup` metric); CPU per request divides by every request the phase
 * sent.
 *
 * @param id      which app, round and load point, and which scenario
 * @param traffic what was sent and answered, over which window
 * @param latency the scenario's own requests' response times
 * @param usage   what the app, PostgreSQL and the load generator used meanwhile
 * @param flags   the kinds of the flags raised on this phase
 * @param noise   what else ran on the machine meanwhile (runs from before the noise budget have none)
 */
public record ScenarioRow(
        RowId id,
        Traffic traffic,
        ResponseTimes latency,
        Usage usage,
        List<Flag.Kind> flags,
        @JsonInclude(JsonInclude.Include.NON_NULL) NoiseSample noise) {

    /** A row with no noise readings. */
    public ScenarioRow(RowId id, Traffic traffic, ResponseTimes latency, Usage usage, List<Flag.Kind> flags) {
        this(id, traffic, latency, usage, flags, null);
    }

    /**
     * @param epoch  the epoch it was measured in (every app started afresh in each), from 1; runs from before
     *               epochs had one
     * @param repeat the round (interleaved, numbered on across the epochs) or repeat (sequential) it was
     *               measured in
     * @param load   users in the closed model, requests per second in the open one
     */
    public record RowId(String variant, int epoch, int repeat, LoadModel loadModel, int load, String scenario) {

        public RowId {
            epoch = Math.max(1, epoch);
        }
    }

    /**
     * @param windowMs    the phase's window, start to termination
     * @param requests    the scenario's own responses
     * @param allRequests every response of the phase, setup requests included
     * @param throughput  the scenario's own responses per second of the window
     * @param errors      requests without an answer: connection errors, timeouts, internal errors
     * @param non2xx      answers that were not a 2xx
     */
    public record Traffic(
            long windowMs, long requests, long allRequests, double throughput, long errors, long non2xx) {}

    /** Null means "not measured here". */
    public record Usage(
            Double appCpuMs,
            Double pgCpuMs,
            Double loadgenCpuMs,
            Double rssAvgMb,
            Double rssMaxMb,
            Double peakRssMb,
            Long threadsMax) {

        public static final Usage NONE = new Usage(null, null, null, null, null, null, null);

        /** What the app and PostgreSQL used, as sampled over the phase, and the load generator's CPU. */
        public static Usage of(PhaseSample sample, Double loadgenCpuMs) {
            return sample == null
                    ? new Usage(null, null, loadgenCpuMs, null, null, null, null)
                    : new Usage(
                            sample.appCpuMs(),
                            sample.pgCpuMs(),
                            loadgenCpuMs,
                            sample.rssAvgMb(),
                            sample.rssMaxMb(),
                            sample.peakRssMb(),
                            sample.threadsMax());
        }
    }

    public ScenarioRow {
        usage = usage == null ? Usage.NONE : usage;
        flags = flags == null ? List.of() : List.copyOf(flags);
    }

    public String variant() {
        return id.variant();
    }

    public int repeat() {
        return id.repeat();
    }

    public int epoch() {
        return id.epoch();
    }

    public LoadModel loadModel() {
        return id.loadModel();
    }

    public int load() {
        return id.load();
    }

    public String scenario() {
        return id.scenario();
    }

    public double throughput() {
        return traffic.throughput();
    }

    public Double appCpuPerRequest() {
        return perRequest(usage.appCpuMs());
    }

    public Double pgCpuPerRequest() {
        return perRequest(usage.pgCpuMs());
    }

    public Double loadgenCpuPerRequest() {
        return perRequest(usage.loadgenCpuMs());
    }

    private Double perRequest(Double cpuMs) {
        return cpuMs == null || traffic.allRequests() == 0 ? null : cpuMs / traffic.allRequests();
    }

    public boolean flagged() {
        return !flags.isEmpty();
    }
}
