package crudbench.loadgen.model;

import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.model.Picks.Pick;
import java.util.List;

/**
 * What the ORM costs, per framework and thread model, judged over several runs by What to pick's rule ({@link
 * Picks.Call}): each ORM variant over its plain-SQL twin, for the criteria a team chooses by.
 *
 * @param runs     each run's folder, as the pages name it
 * @param machines each run's machine, in the runs' order
 * @param criteria the criteria judged: throughput at saturation, then CPU per request at equal load
 * @param rows     one per ORM variant, in the order the runs first list them
 */
public record OrmPicks(List<String> runs, List<String> machines, List<Criterion> criteria, List<OrmRow> rows) {

    public OrmPicks {
        runs = List.copyOf(runs);
        machines = List.copyOf(machines);
        criteria = List.copyOf(criteria);
        rows = List.copyOf(rows);
    }

    /**
     * One ORM variant over its twin.
     *
     * @param picks one per criterion, in the criteria's order; null where no run measured it
     */
    public record OrmRow(String variant, String plain, String framework, String threads, String orm, List<Pick> picks) {

        public OrmRow {
            picks = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(picks));
        }
    }
}
