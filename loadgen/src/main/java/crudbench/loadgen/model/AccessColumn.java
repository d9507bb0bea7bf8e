package crudbench.loadgen.model;

import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.results.VariantAxes;
import java.awt.Color;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;

/**
 * A column of the grid: how a request reaches the database, the driver and, for a blocking
 * driver, the threads that wait for it ({@link Variant#access()}). Its order, name and colour
 * follow from the registry's axes ({@link Variants#DRIVERS}, {@link Variants#THREADS}), so a
 * column looks the same in every table and chart of every run.
 *
 * @param id the registry's access value: jdbc-platform, jdbc-virtual, r2dbc, vertx
 */
public record AccessColumn(String id, String driver, String threads) implements Comparable<AccessColumn> {

    /** How readers know the drivers; an unknown driver shows its id. */
    private static final Map<String, String> DRIVER_NAMES = Map.of("jdbc", "JDBC", "r2dbc", "R2DBC", "vertx", "Vert.x");

    /** One hue per driver, in the registry's order of drivers: blue, orange, green, then purple, brown, pink. */
    private static final Color[] DRIVER_HUES = {
        new Color(0x1f77b4),
        new Color(0xff7f0e),
        new Color(0x2ca02c),
        new Color(0x9467bd),
        new Color(0x8c564b),
        new Color(0xe377c2)
    };

    /** The grid's order of columns, the same as {@link GridLayout}'s: JDBC on platform threads first. */
    private static final Comparator<AccessColumn> ORDER = Comparator.comparing(
            c -> new VariantAxes(null, null, c.threads, c.driver, c.id, false, null), GridLayout.ACCESS_ORDER);

    public static AccessColumn of(VariantAxes axes) {
        return new AccessColumn(axes.access(), axes.driver(), axes.threads());
    }

    /** "JDBC", "R2DBC", "Vert.x". */
    public static String driverName(String driver) {
        return DRIVER_NAMES.getOrDefault(driver, driver);
    }

    /** "JDBC, platform threads", "R2DBC": the threads are named where they wait on the driver, not on an event loop. */
    public String header() {
        String driverName = driverName(driver);
        return Variant.EVENT_LOOP.equals(threads) ? driverName : driverName + ", " + threads + " threads";
    }

    /** The column in a sentence: "JDBC on virtual threads", "R2DBC". */
    public String prose() {
        String driverName = driverName(driver);
        return Variant.EVENT_LOOP.equals(threads) ? driverName : driverName + " on " + threads + " threads";
    }

    /**
     * The driver's hue; JDBC on virtual threads a lighter shade of JDBC on platform threads,
     * an event-loop column a darker one.
     */
    public Color colour() {
        int driverIndex = Variants.DRIVERS.indexOf(driver);
        Color hue = driverIndex < 0 ? Color.GRAY : DRIVER_HUES[driverIndex % DRIVER_HUES.length];
        return switch (Variants.THREADS.indexOf(threads)) {
            case 0 -> hue;
            case 1 -> blend(hue, Color.WHITE, 0.5);
            default -> blend(hue, Color.BLACK, 0.2);
        };
    }

    /** The colour as CSS writes it ("#1f77b4"): report.html draws every column in the colour the PNG charts use. */
    public String hex() {
        Color c = colour();
        return String.format(Locale.ROOT, "#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }

    private static Color blend(Color a, Color b, double share) {
        return new Color(
                (int) Math.round(a.getRed() * (1 - share) + b.getRed() * share),
                (int) Math.round(a.getGreen() * (1 - share) + b.getGreen() * share),
                (int) Math.round(a.getBlue() * (1 - share) + b.getBlue() * share));
    }

    @Override
    public int compareTo(AccessColumn other) {
        return ORDER.compare(this, other);
    }
}
