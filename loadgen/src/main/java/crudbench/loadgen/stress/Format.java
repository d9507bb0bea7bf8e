package crudbench.loadgen.stress;

import java.util.Locale;

/** Numbers as the stress table prints them. */
final class Format {

    private Format() {}

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", share * 100);
    }

    static String signedPercent(double share) {
        return String.format(Locale.ROOT, "%+.1f%%", share * 100);
    }

    static String ms(double ms) {
        if (Double.isNaN(ms)) {
            return "-";
        }
        return ms < 10 ? String.format(Locale.ROOT, "%.1f ms", ms) : String.format(Locale.ROOT, "%.0f ms", ms);
    }

    static String seconds(double seconds) {
        return seconds == Math.rint(seconds)
                ? String.format(Locale.ROOT, "%.0f s", seconds)
                : String.format(Locale.ROOT, "%.1f s", seconds);
    }

    /** A soak's length: "10 min", or "12 s" for a short one. */
    static String duration(double seconds) {
        return seconds >= 60 && seconds % 60 == 0
                ? String.format(Locale.ROOT, "%.0f min", seconds / 60)
                : seconds(seconds);
    }

    static String rate(double perSecond) {
        return String.format(Locale.ROOT, "%.0f/s", perSecond);
    }

    static String mb(double bytes) {
        return String.format(Locale.ROOT, "%.0f MB", bytes / 1e6);
    }
}
