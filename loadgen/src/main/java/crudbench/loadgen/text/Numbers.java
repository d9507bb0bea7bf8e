package crudbench.loadgen.text;

import java.util.List;
import java.util.Locale;

/** Numbers as the suite's tables print them: compare.md, findings.md, the stress table. */
public final class Numbers {

    private Numbers() {}

    /** A latency with two decimals below 10 ms, one below 100 ms, none above: "1.25 ms", "12.5 ms", "125 ms". */
    public static String ms(double millis) {
        if (millis >= 100) {
            return String.format(Locale.ROOT, "%.0f ms", millis);
        }
        if (millis >= 10) {
            return String.format(Locale.ROOT, "%.1f ms", millis);
        }
        return String.format(Locale.ROOT, "%.2f ms", millis);
    }

    /** A latency with one decimal below 10 ms, none above, "-" for none: the stress table's. */
    public static String msCoarse(double millis) {
        if (Double.isNaN(millis)) {
            return "-";
        }
        return millis < 10
                ? String.format(Locale.ROOT, "%.1f ms", millis)
                : String.format(Locale.ROOT, "%.0f ms", millis);
    }

    /** Requests per second in a column headed so: "1234", "12.5". */
    public static String rate(double perSecond) {
        return String.format(Locale.ROOT, perSecond >= 100 ? "%.0f" : "%.1f", perSecond);
    }

    /** A rate with its unit: "1234/s". */
    public static String perSecond(double perSecond) {
        return String.format(Locale.ROOT, "%.0f/s", perSecond);
    }

    public static String num(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** "2, 2 and 3"; one item alone; empty for none. */
    public static String and(List<?> items) {
        List<String> words = items.stream().map(String::valueOf).toList();
        return words.size() < 2
                ? String.join("", words)
                : String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.getLast();
    }

    /**
     * A run's design in words, from each epoch's rounds: "3 epochs × 4 rounds", or "3 epochs of 2, 2 and 3 rounds"
     * where they differ, with the words given ("epoch(s)", "round(s)" in How sure).
     */
    public static String epochsOfRounds(List<Integer> rounds, String epochs, String roundWord) {
        return rounds.stream().distinct().count() > 1
                ? rounds.size() + " " + epochs + " of " + and(rounds) + " " + roundWord
                : rounds.size() + " " + epochs + " × " + (rounds.isEmpty() ? 0 : rounds.getFirst()) + " " + roundWord;
    }

    /** A start as the startup column shows it: "2.86 s"; "n/a" for an app that did not start. */
    public static String startup(Double ms) {
        return ms == null ? "n/a" : num(ms / 1000, 2) + " s";
    }

    public static String ratio(double value) {
        return String.format(Locale.ROOT, "%.2fx", value);
    }

    public static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", share * 100);
    }

    public static String signedPercent(double share) {
        return String.format(Locale.ROOT, "%+.1f%%", share * 100);
    }

    public static String seconds(double seconds) {
        return seconds == Math.rint(seconds)
                ? String.format(Locale.ROOT, "%.0f s", seconds)
                : String.format(Locale.ROOT, "%.1f s", seconds);
    }

    /** A length of time: "10 min", or "12 s" for a short one. */
    public static String duration(double seconds) {
        return seconds >= 60 && seconds % 60 == 0
                ? String.format(Locale.ROOT, "%.0f min", seconds / 60)
                : seconds(seconds);
    }

    /** A length of time as a progress line or a plan states it: "3h04m", "23m20s", "45s". */
    public static String clock(long seconds) {
        return seconds >= 3600
                ? String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, seconds % 3600 / 60)
                : seconds >= 60 ? String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60) : seconds + "s";
    }

    public static String mb(double bytes) {
        return String.format(Locale.ROOT, "%.0f MB", bytes / 1e6);
    }
}
