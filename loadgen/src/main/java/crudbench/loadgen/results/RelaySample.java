package crudbench.loadgen.results;

import crudbench.loadgen.plan.LoadPoint;

/**
 * What the relay between the apps and PostgreSQL used during one slice of an interleaved run,
 * beside the requests the loaded app answered meanwhile: the price of putting the database a
 * round trip away in user space, as the load generator's own CPU is shown.
 */
public record RelaySample(
        int round, LoadPoint.Id point, String loaded, long windowMs, double relayCpuMs, long requests) {

    /** CPU milliseconds per request; null when nothing was answered. */
    public Double cpuMsPerRequest() {
        return requests == 0 ? null : relayCpuMs / requests;
    }
}
