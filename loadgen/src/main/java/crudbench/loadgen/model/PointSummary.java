package crudbench.loadgen.model;

/**
 * One variant in one scenario at one load, over its repeats (and runs): what every table
 * and chart shows of it.
 *
 * @param appCpuPerReq null where /proc could not be read
 * @param errors       requests without an answer plus non-2xx answers, over all repeats
 */
public record PointSummary(
        String variant,
        RepeatRange throughput,
        double p50Ms,
        double p99Ms,
        long errors,
        RepeatRange appCpuPerReq,
        Double pgCpuPerReq,
        Double loadgenCpuPerReq,
        Double rssMaxMb,
        boolean flagged) {

    int repeats() {
        return throughput.n();
    }
}
