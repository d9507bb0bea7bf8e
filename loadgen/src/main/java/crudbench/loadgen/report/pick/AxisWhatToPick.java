package crudbench.loadgen.report.pick;

import crudbench.loadgen.model.Axis;
import crudbench.loadgen.model.AxisPair;
import crudbench.loadgen.model.AxisPicks;
import crudbench.loadgen.model.Picks.Call;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.model.Picks.Pick;
import crudbench.loadgen.report.grid.PickCells;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * What to pick's part for an {@link Axis} ("Each ORM over its plain-SQL twin"): each variant on the axis over its
 * twin, by the same rule and on the same criteria as the grid's table, and a line per row saying where the step
 * costs and where it does not.
 */
public final class AxisWhatToPick {

    private AxisWhatToPick() {}

    /** Empty where the runs have no variant on the axis beside its twin. */
    public static String markdown(AxisPicks picks) {
        if (picks.rows().isEmpty()) {
            return "";
        }
        Axis.Words words = picks.axis().words();
        StringBuilder md = new StringBuilder("\n**")
                .append(words.title())
                .append("**")
                .append(words.same())
                .append(", judged over ");
        Map<String, List<String>> byMachine = new LinkedHashMap<>();
        for (int i = 0; i < picks.runs().size(); i++) {
            byMachine
                    .computeIfAbsent(picks.machines().get(i), m -> new ArrayList<>())
                    .add(picks.runs().get(i));
        }
        List<String> where = new ArrayList<>();
        byMachine.forEach((machine, runs) -> where.add(String.join(" and ", runs) + " on " + machine));
        md.append(picks.runs().size() == 1 ? "one run: " : picks.runs().size() + " runs: ")
                .append(String.join("; ", where))
                .append(", by the same rule; a cost is less throughput or more CPU per request:\n\n");
        List<String> headers =
                new ArrayList<>(List.of(words.headers().group(), words.headers().side(), "over"));
        picks.criteria().forEach(c -> headers.add(PickCells.label(c)));
        Table table = new Table(headers.toArray(String[]::new));
        for (AxisPicks.PairPicks row : picks.rows()) {
            AxisPair pair = row.pair();
            List<Object> cells =
                    new ArrayList<>(List.of(pair.framework() + ", " + pair.group(), pair.side(), pair.twin()));
            for (Pick pick : row.picks()) {
                cells.add(pick == null ? "" : PickCells.word(pick.call()) + " " + PickCells.range(pick));
            }
            table.row(cells.toArray());
        }
        md.append(table.markdown()).append('\n');
        for (AxisPicks.PairPicks row : picks.rows()) {
            md.append("- ").append(advice(picks.criteria(), row)).append('\n');
        }
        return md.toString();
    }

    /**
     * The README's part: a line per framework and side (its ORM, its web stack), its rows together, each criterion
     * under the call every row shares (with the lowest and highest estimate of any of them), or under "by thread
     * model" (the axis's split) with each row's call. Empty where the runs have no variant on the axis.
     */
    public static String brief(AxisPicks picks) {
        if (picks.rows().isEmpty()) {
            return "";
        }
        Axis.Words words = picks.axis().words();
        StringBuilder md = new StringBuilder("\n**")
                .append(words.title())
                .append("**, judged over ")
                .append(picks.runs().size() == 1 ? "one run (" : picks.runs().size() + " runs (")
                .append(String.join(", ", picks.runs()))
                .append(" on ")
                .append(String.join("; ", new LinkedHashSet<>(picks.machines())))
                .append(") by the same rule, ")
                .append(words.together())
                .append(" [what-to-pick.md](")
                .append(WhatToPick.FILE_LINK)
                .append(")); a cost is less throughput or more CPU per request:\n\n");
        Map<String, List<AxisPicks.PairPicks>> bySide = new LinkedHashMap<>();
        picks.rows()
                .forEach(row -> bySide.computeIfAbsent(
                                row.pair().framework() + "\n" + row.pair().side(), k -> new ArrayList<>())
                        .add(row));
        bySide.forEach((key, rows) -> md.append("- **")
                .append(rows.get(0).pair().framework())
                .append("**, ")
                .append(picks.axis()
                        .brief(
                                rows.get(0).pair().side(),
                                rows.stream().map(r -> r.pair().groupProse()).toList()))
                .append(": ")
                .append(together(picks.criteria(), rows, words.split()))
                .append('\n'));
        return md.toString();
    }

    /**
     * "**cost** get 0.49–0.60x, update 0.44–0.55x; ≈ mix 0.97–1.02x; by thread model: list100 (cost platform, ?
     * virtual)": the calls every row shares first, costs before gains, then the criteria they split on.
     */
    private static String together(List<Criterion> criteria, List<AxisPicks.PairPicks> rows, String split) {
        Map<Call, List<String>> by = new EnumMap<>(Call.class);
        List<String> apart = new ArrayList<>();
        for (int k = 0; k < criteria.size(); k++) {
            List<Pick> picks = new ArrayList<>();
            List<String> groups = new ArrayList<>();
            for (AxisPicks.PairPicks row : rows) {
                if (row.picks().get(k) != null) {
                    picks.add(row.picks().get(k));
                    groups.add(PickCells.word(row.picks().get(k).call()) + " "
                            + row.pair().group());
                }
            }
            if (picks.isEmpty()) {
                continue;
            }
            String label = PickCells.label(criteria.get(k));
            Call call = picks.get(0).call();
            if (picks.stream().anyMatch(p -> p.call() != call)) {
                apart.add(label + " (" + String.join(", ", groups) + ")");
                continue;
            }
            String range = PickCells.range(
                    picks.stream().mapToDouble(Pick::lowestEstimate).min().orElseThrow(),
                    picks.stream().mapToDouble(Pick::highestEstimate).max().orElseThrow());
            by.computeIfAbsent(call, c -> new ArrayList<>()).add(label + " " + range);
        }
        List<String> parts = new ArrayList<>();
        for (Call call : List.of(Call.COST, Call.GAIN, Call.SAME, Call.UNCERTAIN)) {
            if (by.containsKey(call)) {
                parts.add(WhatToPick.symbol(call) + " " + String.join(", ", by.get(call)));
            }
        }
        if (!apart.isEmpty()) {
            parts.add("by " + split + ": " + String.join(", ", apart));
        }
        return String.join("; ", parts);
    }

    /** "Spring Boot, platform threads: Spring Data JPA (spring-jpa) costs on get, update; no clear difference on list100." */
    static String advice(List<Criterion> criteria, AxisPicks.PairPicks row) {
        Map<Call, List<String>> by = new LinkedHashMap<>();
        for (int k = 0; k < criteria.size(); k++) {
            Pick pick = row.picks().get(k);
            if (pick != null) {
                by.computeIfAbsent(pick.call(), c -> new ArrayList<>()).add(PickCells.label(criteria.get(k)));
            }
        }
        List<String> parts = new ArrayList<>();
        add(parts, by, Call.COST, "costs on ");
        add(parts, by, Call.GAIN, "gains on ");
        add(parts, by, Call.SAME, "shows no clear difference on ");
        add(parts, by, Call.UNCERTAIN, "is uncertain on ");
        AxisPair pair = row.pair();
        return pair.framework() + ", " + pair.groupProse() + ": " + pair.side() + " (" + pair.variant() + ") "
                + String.join("; ", parts) + ".";
    }

    private static void add(List<String> parts, Map<Call, List<String>> by, Call call, String words) {
        if (by.containsKey(call)) {
            parts.add(words + String.join(", ", by.get(call)));
        }
    }
}
