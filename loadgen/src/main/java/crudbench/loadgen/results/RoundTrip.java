package crudbench.loadgen.results;

/**
 * The round trip between the apps and PostgreSQL in a run, measured with one connection's
 * {@code SELECT 1} (median) at its start: straight to the database, and through the path the
 * apps used. With no relay the two are the same measurement.
 *
 * @param addedMs    the round trip the relay was asked to add; null when the apps connected straight
 * @param measuredMs what a connection saw through the apps' path
 * @param directMs   what a connection saw straight to PostgreSQL (loopback)
 */
public record RoundTrip(Double addedMs, double measuredMs, double directMs) {}
