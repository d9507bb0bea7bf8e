package crudbench.loadgen.stress;

/** The app's resident memory at a time of the soak. */
public record RssSample(double atMs, long bytes) {}
