package crudbench.loadgen.report;

import crudbench.loadgen.model.OrmPicks;
import crudbench.loadgen.model.Picks.Call;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.model.Picks.Pick;
import crudbench.loadgen.report.grid.PickCells;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What to pick's ORM section: each ORM variant over its plain-SQL twin, by the same rule and on the same criteria as
 * the grid's table, and a line per framework saying where the ORM costs and where it does not.
 */
final class OrmWhatToPick {

    private OrmWhatToPick() {}

    /** Empty where the runs have no ORM variant beside its twin. */
    static String markdown(OrmPicks picks) {
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
