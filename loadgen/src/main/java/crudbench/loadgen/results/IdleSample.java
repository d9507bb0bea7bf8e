package crudbench.loadgen.results;

import crudbench.loadgen.plan.LoadPoint;

/**
 * What the apps that waited used while one app was loaded, in an interleaved run: the CPU of
 * every idle app together, beside the loaded app's own, over the same window.
 *
 * @param loaded      the session under load
 * @param idleApps    how many other apps were running
 * @param idleCpuMs   their CPU time together over the window
 * @param loadedCpuMs the loaded app's CPU time over the window
 */
public record IdleSample(
        int round,
        LoadPoint.Id point,
        String loaded,
        long windowMs,
        int idleApps,
        double idleCpuMs,
        double loadedCpuMs) {

    /** The idle apps' CPU as a share of the loaded app's. */
    public double shareOfLoaded() {
        return loadedCpuMs <= 0 ? 0 : idleCpuMs / loadedCpuMs;
    }
}
