package crudbench.loadgen.results;

import crudbench.harness.Variant;

/**
 * Where a variant sits in the grid, as its registry entry says (see {@link Variant}).
 *
 * @param access     the grid's column: {@code jdbc-platform}, {@code jdbc-virtual}, {@code r2dbc}, {@code vertx}
 * @param crossStack a web stack the framework does not pair with this driver: the web × driver
 *                   table shows it, the framework × data-access grid does not
 */
public record VariantAxes(
        String framework, String web, String threads, String driver, String access, boolean crossStack, String client) {

    public static VariantAxes of(Variant variant) {
        return new VariantAxes(
                variant.framework(),
                variant.web(),
                variant.threads(),
                variant.driver(),
                variant.access(),
                variant.crossStack(),
                variant.client());
    }
}
