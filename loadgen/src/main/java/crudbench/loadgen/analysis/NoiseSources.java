package crudbench.loadgen.analysis;

import crudbench.loadgen.model.NoiseBudgets;
import crudbench.loadgen.results.NoiseSample;
import crudbench.loadgen.results.ScenarioRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/** The sources a {@link NoiseBudget} weighs, and how each is read off a slice's row and its noise readings. */
final class NoiseSources {

    private NoiseSources() {}

    /** The sources a budget weighs, in the order they are read. */
    static List<NoiseBudgets.Source> all() {
        return List.of(
                new NoiseBudgets.Source("steal", "the hypervisor's steal", "% of the cores"),
                new NoiseBudgets.Source("other-apps", "the waiting apps", "% of the cores"),
                new NoiseBudgets.Source(
                        "pg-server",
                        "PostgreSQL's own processes (checkpointer, WAL writer, autovacuum)",
                        "% of the cores"),
                new NoiseBudgets.Source("pg-other-clients", "the other apps' database backends", "% of the cores"),
                new NoiseBudgets.Source("other-processes", "everything else on the machine", "% of the cores"),
                new NoiseBudgets.Source("jit", "the JIT compiling, in the loaded app", "% of the cores"),
                new NoiseBudgets.Source("gc", "the collector, in the loaded app", "ms per request"),
                new NoiseBudgets.Source("loadgen", "the load generator (at equal load only)", "ms per request"),
                new NoiseBudgets.Source(
                        "housekeeping", "a checkpoint or autovacuum within the slice", "share of slices"),
                new NoiseBudgets.Source("gap", "time the app waited before its load point", "s"),
                new NoiseBudgets.Source("threads-started", "threads the app started within the slice", "threads"));
    }

    /** Each source's reader, in {@link #all()}'s order; NaN where a slice could not read it. */
    static List<ToDoubleFunction<ScenarioRow>> readers(int cores, Map<ScenarioRow, Double> gaps) {
        return List.of(
                r -> share(r.noise().stealMs(), cores, r),
                r -> share(r.noise().otherAppsCpuMs(), cores, r),
                r -> share(r.noise().pgServerCpuMs(), cores, r),
                r -> share(r.noise().pgOtherClientsCpuMs(), cores, r),
                r -> share(otherProcesses(r), cores, r),
                r -> share(r.noise().threadCpuMs("jit"), cores, r),
                r -> perRequest(r.noise().threadCpuMs("gc"), r),
                r -> perRequest(r.usage().loadgenCpuMs(), r),
                r -> housekeeping(r.noise().database()),
                r -> gaps.getOrDefault(r, Double.NaN),
                r -> r.noise().threadsStarted() == null ? Double.NaN : r.noise().threadsStarted());
    }

    /** Each epoch's first round. */
    static Map<Integer, Integer> firstRounds(List<ScenarioRow> all) {
        Map<Integer, Integer> first = new HashMap<>();
        all.forEach(r -> first.merge(r.epoch(), r.repeat(), Math::min));
        return first;
    }

    /** The machine's busy time less everything the run accounts for: steal, the loaded app, PostgreSQL, the load
     * generator and the waiting apps. */
    private static Double otherProcesses(ScenarioRow r) {
        NoiseSample n = r.noise();
        ScenarioRow.Usage u = r.usage();
        if (n.machineBusyMs() == null
                || n.stealMs() == null
                || n.otherAppsCpuMs() == null
                || u.appCpuMs() == null
                || u.pgCpuMs() == null
                || u.loadgenCpuMs() == null) {
            return null;
        }
        return Math.max(
                0,
                n.machineBusyMs() - n.stealMs() - u.appCpuMs() - u.pgCpuMs() - u.loadgenCpuMs() - n.otherAppsCpuMs());
    }

    private static double share(Double ms, int cores, ScenarioRow r) {
        return ms == null || r.noise().windowMs() <= 0
                ? Double.NaN
                : ms / (cores * r.noise().windowMs());
    }

    private static double perRequest(Double ms, ScenarioRow r) {
        return ms == null || r.traffic().allRequests() == 0
                ? Double.NaN
                : ms / r.traffic().allRequests();
    }

    private static double housekeeping(NoiseSample.Housekeeping db) {
        if (db == null) {
            return Double.NaN;
        }
        return db.checkpoints() + db.autovacuums() + db.autoanalyzes() + db.autovacuumWorkers() > 0 ? 1 : 0;
    }

    /**
     * Seconds the app waited before the load point a slice belongs to: from the end of its previous load point (the
     * other apps' slices, the ceiling, the resets in between) to the start of this one, in the same epoch; NaN for an
     * epoch's first. Every slice of one load point has its point's wait.
     */
    static Map<ScenarioRow, Double> gaps(List<ScenarioRow> all) {
        Map<String, List<ScenarioRow>> byPoint = new HashMap<>();
        all.stream()
                .filter(r -> r.noise() != null)
                .forEach(r -> byPoint.computeIfAbsent(
                                r.variant() + "#" + r.epoch() + "#" + r.repeat() + "#" + r.loadModel() + "#" + r.load(),
                                k -> new ArrayList<>())
                        .add(r));
        Map<String, List<List<ScenarioRow>>> bySession = new HashMap<>();
        byPoint.values()
                .forEach(point -> bySession
                        .computeIfAbsent(
                                point.getFirst().variant() + "#"
                                        + point.getFirst().epoch(),
                                k -> new ArrayList<>())
                        .add(point));
        Map<ScenarioRow, Double> gaps = new HashMap<>();
        for (List<List<ScenarioRow>> points : bySession.values()) {
            points.sort(Comparator.comparingLong(NoiseSources::start));
            for (int i = 1; i < points.size(); i++) {
                double wait = Math.max(0, (start(points.get(i)) - end(points.get(i - 1))) / 1000.0);
                points.get(i).forEach(r -> gaps.put(r, wait));
            }
        }
        return gaps;
    }

    private static long start(List<ScenarioRow> point) {
        return point.stream().mapToLong(r -> r.noise().startedAtMs()).min().orElseThrow();
    }

    private static double end(List<ScenarioRow> point) {
        return point.stream()
                .mapToDouble(r -> r.noise().startedAtMs() + r.noise().windowMs())
                .max()
                .orElseThrow();
    }
}
