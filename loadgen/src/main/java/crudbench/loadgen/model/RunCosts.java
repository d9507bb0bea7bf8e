package crudbench.loadgen.model;

import java.util.List;

/**
 * What the method and its tools cost beside the apps measured.
 *
 * @param idle     the apps that waited while another was loaded; null when no slice recorded them
 * @param relay    the relay that put the database a round trip away; null without one
 * @param loadgen  the load generator's CPU per request per closed-model scenario, beside the leanest app's
 */
public record RunCosts(IdleCost idle, RelayCost relay, List<LoadgenCost> loadgen) {

    /**
     * @param slices      slices that recorded idle apps
     * @param appsWaiting the most apps that waited at once
     * @param shareMedian the idle apps' CPU over the loaded app's, median over slices
     * @param coresMedian the idle apps' CPU in cores, median over slices
     */
    public record IdleCost(
            int slices, int appsWaiting, double shareMedian, double shareMax, double coresMedian, double coresMax) {}

    /**
     * @param msPerRequest the relay's CPU per request, median over slices
     * @param slices       the slices it rests on
     * @param leanestAppMs the leanest app's CPU per request at the reference concurrency, null where unmeasured
     */
    public record RelayCost(double msPerRequest, int slices, Double leanestAppMs) {}

    /** Null figures were not measured. */
    public record LoadgenCost(String scenario, Double loadgenMs, Double leanestAppMs) {}
}
