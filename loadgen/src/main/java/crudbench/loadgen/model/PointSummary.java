package crudbench.loadgen.model;

/**
 * One variant in one scenario at one load, over its repeats (and runs): what every table
 * and chart shows of it.
 *
 * @param errors       requests without an answer plus non-2xx answers, over all repeats
 */
public record PointSummary(
        String variant,
        RepeatRange throughput,
        double p50Ms,
        double p99Ms,
        long errors,
        CpuPerRequest cpu,
        Double rssMaxMb,
        boolean flagged) {

    /**
     * CPU ms per request of the app (over its repeats), of PostgreSQL and of the load generator (their means);
     * null where /proc could not be read.
     */
    public record CpuPerRequest(RepeatRange app, Double db, Double loadgen) {}

    public RepeatRange appCpuPerReq() {
        return cpu.app();
    }

    public Double pgCpuPerReq() {
        return cpu.db();
    }

    public Double loadgenCpuPerReq() {
        return cpu.loadgen();
    }

    int repeats() {
        return throughput.n();
    }
}
