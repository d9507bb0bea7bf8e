package crudbench.loadgen.report.grid;

import crudbench.loadgen.analysis.PointSummary;
import crudbench.loadgen.analysis.RepeatRange;
import crudbench.loadgen.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one-line answer of a scenario's grid: with the framework held fixed, how much more CPU
 * per request the costliest data access takes than the cheapest, and whether the repeats can
 * tell. The pair compared is the one measured together in the most frameworks, and among
 * those the furthest apart. A ratio's range spans every repeat of one cell against every
 * repeat of the other: a range that includes 1.00x is no measured difference, and a single
 * repeat measures no spread at all.
 */
final class GridAnswer {

    private enum Direction {
        MORE,
        LESS,
        UNCLEAR
    }

    /** The CPU-per-request ratio of one column over another, per framework that has both. */
    private record Pair(AccessColumn costly, AccessColumn cheap, Map<String, RepeatRange> ratios) {

        Pair flipped() {
            Map<String, RepeatRange> inverse = new LinkedHashMap<>();
            ratios.forEach((f, r) -> inverse.put(f, new RepeatRange(1 / r.max(), 1 / r.mean(), 1 / r.min(), r.n())));
            return new Pair(cheap, costly, inverse);
        }

        double logGeometricMean() {
            return ratios.values().stream()
                    .mapToDouble(r -> Math.log(r.mean()))
                    .average()
                    .orElse(0);
        }

        long count(Direction direction) {
            return ratios.values().stream()
                    .filter(r -> direction(r) == direction)
                    .count();
        }
    }

    private GridAnswer() {}

    static String of(Grid grid) {
        List<String> measured = grid.frameworks().stream()
                .filter(f ->
                        grid.columns().stream().anyMatch(c -> grid.cell(f, c).isPresent()))
                .toList();
        boolean cpuMeasured = measured.stream()
                .anyMatch(f -> grid.columns().stream()
                        .anyMatch(c ->
                                grid.cell(f, c).map(PointSummary::appCpuPerReq).isPresent()));
        if (!cpuMeasured) {
            return "App CPU per request was not measured here (no /proc), so the grid cannot weigh the drivers' cost.";
        }
        Optional<Pair> chosen = pairs(grid).stream()
                .max(Comparator.comparingInt((Pair p) -> p.ratios().size())
                        .thenComparingDouble(p -> Math.abs(p.logGeometricMean())));
        if (chosen.isEmpty()) {
            return "No framework has two data-access columns measured in this scenario, so there is no driver effect to state.";
        }
        Pair pair = oriented(chosen.get());
        String e = pair.costly().prose();
        String c = pair.cheap().prose();
        String scope = scope(List.copyOf(pair.ratios().keySet()), measured);
        if (pair.ratios().values().stream().anyMatch(r -> !r.repeated())) {
            return e + " uses " + span(pair.ratios()) + " the CPU per request of " + c + " " + scope
                    + ", from a single repeat: with no spread measured, the data cannot tell this from noise.";
        }
        Map<String, RepeatRange> more = only(pair, Direction.MORE);
        Map<String, RepeatRange> less = only(pair, Direction.LESS);
        Map<String, RepeatRange> unclear = only(pair, Direction.UNCLEAR);
        if (more.isEmpty()) {
            return "The data cannot tell the CPU per request of " + e + " from that of " + c + " " + scope
                    + ": every ratio's range includes 1.00x (" + span(unclear) + ").";
        }
        String cannotTell = unclear.isEmpty()
                ? ""
                : "; in " + names(unclear) + " the data cannot tell (the range includes" + " 1.00x: " + span(unclear)
                        + ")";
        if (less.isEmpty()) {
            String where = unclear.isEmpty() ? scope : "in " + names(more);
            return e + " costs " + span(more) + " the CPU per request of " + c + " " + where + cannotTell + ".";
        }
        return "The effect depends on the framework: " + e + " costs more CPU per request than " + c + " in "
                + names(more) + " (" + span(more) + "), less in " + names(less) + " (" + span(less) + ")" + cannotTell
                + ".";
    }

    /** Every pair of columns measured together in at least one framework, with CPU on both sides. */
    private static List<Pair> pairs(Grid grid) {
        List<Pair> pairs = new ArrayList<>();
        List<AccessColumn> columns = grid.columns();
        for (int i = 0; i < columns.size(); i++) {
            for (int j = i + 1; j < columns.size(); j++) {
                Map<String, RepeatRange> ratios = new LinkedHashMap<>();
                for (String framework : grid.frameworks()) {
                    Optional<RepeatRange> a =
                            grid.cell(framework, columns.get(i)).map(PointSummary::appCpuPerReq);
                    Optional<RepeatRange> b =
                            grid.cell(framework, columns.get(j)).map(PointSummary::appCpuPerReq);
                    if (a.isPresent() && b.isPresent() && a.get().over(b.get()) != null) {
                        ratios.put(framework, a.get().over(b.get()));
                    }
                }
                if (!ratios.isEmpty()) {
                    pairs.add(new Pair(columns.get(i), columns.get(j), ratios));
                }
            }
        }
        return pairs;
    }

    /** The costlier column first: where more frameworks say so, else where the ratios lean. */
    private static Pair oriented(Pair pair) {
        long more = pair.count(Direction.MORE);
        long less = pair.count(Direction.LESS);
        boolean flip = less > more || (less == more && pair.logGeometricMean() < 0);
        return flip ? pair.flipped() : pair;
    }

    private static Direction direction(RepeatRange ratio) {
        return ratio.min() > 1 ? Direction.MORE : ratio.max() < 1 ? Direction.LESS : Direction.UNCLEAR;
    }

    private static Map<String, RepeatRange> only(Pair pair, Direction direction) {
        Map<String, RepeatRange> selected = new LinkedHashMap<>();
        pair.ratios().forEach((f, r) -> {
            if (direction(r) == direction) {
                selected.put(f, r);
            }
        });
        return selected;
    }

    /** From the lowest end of the ranges to the highest: "1.62x to 1.94x", or one value. */
    private static String span(Map<String, RepeatRange> ratios) {
        String low = Numbers.ratio(
                ratios.values().stream().mapToDouble(RepeatRange::min).min().orElseThrow());
        String high = Numbers.ratio(
                ratios.values().stream().mapToDouble(RepeatRange::max).max().orElseThrow());
        return low.equals(high) ? low : low + " to " + high;
    }

    /** "in all three frameworks", "in both frameworks", "in Micronaut and Spring Boot (the two frameworks with both)". */
    private static String scope(List<String> withBoth, List<String> measured) {
        int n = withBoth.size();
        if (n == measured.size()) {
            return n == 1
                    ? "in " + withBoth.getFirst()
                    : n == 2 ? "in both frameworks" : "in all " + words(n) + " frameworks";
        }
        return "in " + list(withBoth) + " (the " + (n == 1 ? "only framework" : words(n) + " frameworks")
                + " with both)";
    }

    private static String names(Map<String, RepeatRange> ratios) {
        return list(List.copyOf(ratios.keySet()));
    }

    private static String list(List<String> names) {
        if (names.size() == 1) {
            return names.getFirst();
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.getLast();
    }

    private static String words(int n) {
        List<String> words = List.of("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine");
        return n < words.size() ? words.get(n) : Integer.toString(n);
    }
}
