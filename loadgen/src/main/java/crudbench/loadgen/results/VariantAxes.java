package crudbench.loadgen.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import crudbench.harness.registry.Variant;

/**
 * Where a variant sits in the grid, as its registry entry says (see {@link Variant}).
 *
 * @param access     the grid's column: {@code jdbc-platform}, {@code jdbc-virtual}, {@code r2dbc}, {@code vertx}
 * @param crossStack a web stack the framework does not pair with this driver: the web × driver
 *                   table shows it, the framework × data-access grid does not
 * @param orm        null for plain SQL; else the ORM that maps the rows and the plain-SQL twin it is set
 *                   against: the ORM table shows it, the grid does not
 */
public record VariantAxes(
        String framework,
        String web,
        String threads,
        String driver,
        String access,
        boolean crossStack,
        String client,
        @JsonInclude(JsonInclude.Include.NON_NULL) Variant.Orm orm) {

    /** A plain-SQL variant's axes, as runs recorded them before ORM variants. */
    public VariantAxes(
            String framework,
            String web,
            String threads,
            String driver,
            String access,
            boolean crossStack,
            String client) {
        this(framework, web, threads, driver, access, crossStack, client, null);
    }

    /** In the framework × data-access grid: the framework's own web stack, plain SQL. */
    public boolean inGrid() {
        return !crossStack && orm == null;
    }

    public static VariantAxes of(Variant variant) {
        return new VariantAxes(
                variant.framework(),
                variant.web(),
                variant.threads(),
                variant.driver(),
                variant.access(),
                variant.crossStack(),
                variant.client(),
                variant.orm());
    }
}
