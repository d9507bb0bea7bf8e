package crudbench.loadgen.model;

import crudbench.loadgen.results.Effect;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * `just bench --db-latency 0,1,5`, analysed: one run per round trip and, per closed-model scenario,
 * one line per data-access column over the round trips.
 *
 * @param byTrip  each run by the round trip it measured, in milliseconds, shortest first
 * @param users   the closed-model concurrency the tables show
 * @param pool    DB_POOL_SIZE: the connections a virtual-thread or event-loop app can wait on at once
 * @param workers WORKER_THREADS: the most a platform-thread app can, if fewer
 * @param lines   per scenario, each grid column's geometric mean of its variants' throughput at each trip
 * @param effects each run's main effects of the data-access columns (each over the first column,
 *                averaged over the frameworks), throughput in the closed model at {@code users}, by
 *                round trip; empty for a run with no grid
 */
public record SweepModel(
        SortedMap<Double, Measurements> byTrip,
        int users,
        int pool,
        int workers,
        Map<String, Map<AccessColumn, double[]>> lines,
        SortedMap<Double, List<Effect>> effects) {

    public List<Double> trips() {
        return List.copyOf(byTrip.keySet());
    }

    public Measurements first() {
        return byTrip.get(byTrip.firstKey());
    }
}
