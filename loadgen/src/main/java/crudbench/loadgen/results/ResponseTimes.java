package crudbench.loadgen.results;

/** Response times in milliseconds: the mean, the percentiles the tables show, and the slowest; zeros when none. */
public record ResponseTimes(double meanMs, double p50Ms, double p90Ms, double p99Ms, double p999Ms, double maxMs) {

    public static final ResponseTimes NONE = new ResponseTimes(0, 0, 0, 0, 0, 0);
}
