package crudbench.loadgen;

import java.util.Locale;

/** Number formats of the tables. */
final class Format {

    private Format() {}

    static String ms(double millis) {
        if (millis >= 100) {
            return String.format(Locale.ROOT, "%.0f ms", millis);
        }
        if (millis >= 10) {
            return String.format(Locale.ROOT, "%.1f ms", millis);
        }
        return String.format(Locale.ROOT, "%.2f ms", millis);
    }

    static String rate(double perSecond) {
        return String.format(Locale.ROOT, perSecond >= 100 ? "%.0f" : "%.1f", perSecond);
    }

    static String num(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    static String ratio(double value) {
        return String.format(Locale.ROOT, "%.2fx", value);
    }
}
