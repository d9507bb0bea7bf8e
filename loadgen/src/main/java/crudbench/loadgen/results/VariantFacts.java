package crudbench.loadgen.results;

/**
 * What a reader knows of a variant besides its load results: its place in the grid, how fast
 * it starts, how big it is, and what actually ran.
 *
 * @param startupMs     process start to the first healthy /health answer; null when it did not start
 * @param artifactBytes size of what the variant ships (its jar, or Quarkus' app directory)
 * @param versions      the app's own startup line: framework, driver and pool versions
 */
public record VariantFacts(String variant, VariantAxes axes, Double startupMs, Long artifactBytes, String versions) {}
