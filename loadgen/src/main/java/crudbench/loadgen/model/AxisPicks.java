package crudbench.loadgen.model;

import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.model.Picks.Pick;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What one step along an {@link Axis} costs, judged over several runs by What to pick's rule ({@link Picks.Call}):
 * each variant on the axis over its twin, for the criteria a team chooses by.
 *
 * @param axis     the axis
 * @param runs     each run's folder, as the pages name it
 * @param machines each run's machine, in the runs' order
 * @param criteria the criteria judged: throughput at saturation, then CPU per request at equal load
 * @param rows     one per variant on the axis, in the order the runs first list them
 */
public record AxisPicks(
        Axis axis, List<String> runs, List<String> machines, List<Criterion> criteria, List<PairPicks> rows) {

    public AxisPicks {
        runs = List.copyOf(runs);
        machines = List.copyOf(machines);
        criteria = List.copyOf(criteria);
        rows = List.copyOf(rows);
    }

    /**
     * One variant over its twin.
     *
     * @param picks one per criterion, in the criteria's order; null where no run measured it
     */
    public record PairPicks(AxisPair pair, List<Pick> picks) {

        public PairPicks {
            picks = Collections.unmodifiableList(new ArrayList<>(picks));
        }
    }
}
