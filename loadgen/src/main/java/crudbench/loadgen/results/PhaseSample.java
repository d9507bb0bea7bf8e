package crudbench.loadgen.results;

/** What the app and PostgreSQL used during one phase. Null values could not be measured here. */
public record PhaseSample(
        Double appCpuMs, Double pgCpuMs, Double rssAvgMb, Double rssMaxMb, Double peakRssMb, Long threadsMax) {}
