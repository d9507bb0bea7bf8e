package crudbench.loadgen.stress;

/** One GET /health during the outage or the silent experiment; status 0 when it got no answer. */
public record Probe(double sentMs, double doneMs, int status) {}
