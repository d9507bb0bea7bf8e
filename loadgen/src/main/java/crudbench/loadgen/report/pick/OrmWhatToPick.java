package crudbench.loadgen.report.pick;

import crudbench.loadgen.model.OrmPicks;
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
 * What to pick's ORM section: each ORM variant over its plain-SQL twin, by the same rule and on the same criteria as
 * the grid's table, and a line per framework saying where the ORM costs and where it does not.
 */
public final class OrmWhatToPick {

    private OrmWhatToPick() {}

    /** Empty where the runs have no ORM variant beside its twin. */
    public static String markdown(OrmPicks picks) {
        if (picks.rows().isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n**Each ORM over its plain-SQL twin** (the same framework, web stack,"
                + " thread model, pool and settings), judged over ");
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
        List<String> headers = new ArrayList<>(List.of("framework, threads", "ORM", "over"));
        picks.criteria().forEach(c -> headers.add(PickCells.label(c)));
        Table table = new Table(headers.toArray(String[]::new));
        for (OrmPicks.OrmRow row : picks.rows()) {
            List<Object> cells =
                    new ArrayList<>(List.of(row.framework() + ", " + row.threads(), row.orm(), row.plain()));
            for (Pick pick : row.picks()) {
                cells.add(pick == null ? "" : PickCells.word(pick.call()) + " " + PickCells.range(pick));
            }
            table.row(cells.toArray());
        }
        md.append(table.markdown()).append('\n');
        for (OrmPicks.OrmRow row : picks.rows()) {
            md.append("- ").append(advice(picks.criteria(), row)).append('\n');
        }
        return md.toString();
    }

    /**
     * The README's ORM part: a line per framework and ORM, its thread models together, each criterion under the call
     * every thread model shares (with the lowest and highest estimate of any of them), or under "by thread model"
     * with each thread model's call. Empty where the runs have no ORM variant beside its twin.
     */
    public static String brief(OrmPicks picks) {
        if (picks.rows().isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n**Each ORM over its plain-SQL twin**, judged over ")
                .append(picks.runs().size() == 1 ? "one run (" : picks.runs().size() + " runs (")
                .append(String.join(", ", picks.runs()))
                .append(" on ")
                .append(String.join("; ", new LinkedHashSet<>(picks.machines())))
                .append(") by the same rule, its thread models together (each apart in [what-to-pick.md](")
                .append(WhatToPick.FILE_LINK)
                .append(")); a cost is less throughput or more CPU per request:\n\n");
        Map<String, List<OrmPicks.OrmRow>> byOrm = new LinkedHashMap<>();
        picks.rows()
                .forEach(row -> byOrm.computeIfAbsent(row.framework() + "\n" + row.orm(), k -> new ArrayList<>())
                        .add(row));
        byOrm.forEach((key, rows) -> md.append("- **")
                .append(rows.get(0).framework())
                .append("**, ")
                .append(rows.get(0).orm())
                .append(": ")
                .append(together(picks.criteria(), rows))
                .append('\n'));
        return md.toString();
    }

    /**
     * "**cost** get 0.49–0.60x, update 0.44–0.55x; ≈ mix 0.97–1.02x; by thread model: list100 (cost platform, ?
     * virtual)": the calls every thread model shares first, costs before gains, then the criteria they split on.
     */
    private static String together(List<Criterion> criteria, List<OrmPicks.OrmRow> rows) {
        Map<Call, List<String>> by = new EnumMap<>(Call.class);
        List<String> split = new ArrayList<>();
        for (int k = 0; k < criteria.size(); k++) {
            List<Pick> picks = new ArrayList<>();
            List<String> threads = new ArrayList<>();
            for (OrmPicks.OrmRow row : rows) {
                if (row.picks().get(k) != null) {
                    picks.add(row.picks().get(k));
                    threads.add(PickCells.word(row.picks().get(k).call()) + " " + row.threads());
                }
            }
            if (picks.isEmpty()) {
                continue;
            }
            String label = PickCells.label(criteria.get(k));
            Call call = picks.get(0).call();
            if (picks.stream().anyMatch(p -> p.call() != call)) {
                split.add(label + " (" + String.join(", ", threads) + ")");
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
                String word = call == Call.GAIN || call == Call.COST
                        ? "**" + PickCells.word(call) + "**"
                        : PickCells.word(call);
                parts.add(word + " " + String.join(", ", by.get(call)));
            }
        }
        if (!split.isEmpty()) {
            parts.add("by thread model: " + String.join(", ", split));
        }
        return String.join("; ", parts);
    }

    /** "Spring Boot, platform threads: Spring Data JPA costs on get, update; no clear difference on list100." */
    static String advice(List<Criterion> criteria, OrmPicks.OrmRow row) {
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
        return row.framework() + ", " + row.threads() + " threads: " + row.orm() + " (" + row.variant() + ") "
                + String.join("; ", parts) + ".";
    }

    private static void add(List<String> parts, Map<Call, List<String>> by, Call call, String words) {
        if (by.containsKey(call)) {
            parts.add(words + String.join(", ", by.get(call)));
        }
    }
}
