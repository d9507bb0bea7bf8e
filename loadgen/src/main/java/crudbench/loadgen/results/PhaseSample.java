package crudbench.loadgen.results;

/**
 * What the app and PostgreSQL used during one phase, and what else ran meanwhile (a measured
 * slice's noise window; none for a warm-up pass). Null values could not be measured here.
 */
public record PhaseSample(
        Double appCpuMs,
        Double pgCpuMs,
        Double rssAvgMb,
        Double rssMaxMb,
        Double peakRssMb,
        Long threadsMax,
        NoiseSample noise) {

    public PhaseSample(
            Double appCpuMs, Double pgCpuMs, Double rssAvgMb, Double rssMaxMb, Double peakRssMb, Long threadsMax) {
        this(appCpuMs, pgCpuMs, rssAvgMb, rssMaxMb, peakRssMb, threadsMax, null);
    }

    public PhaseSample withNoise(NoiseSample noise) {
        return new PhaseSample(appCpuMs, pgCpuMs, rssAvgMb, rssMaxMb, peakRssMb, threadsMax, noise);
    }
}
