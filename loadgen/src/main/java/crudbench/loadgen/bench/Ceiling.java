package crudbench.loadgen.bench;

import crudbench.harness.db.Pgbench;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.CeilingRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The database's own ceiling in each round: pgbench with each closed-model scenario's statement
 * that it can send (the driver-only baseline's operations: get, the lists, create last), at
 * every concurrency of the sweep as an app's pool sees it, min(users, DB_POOL_SIZE)
 * connections, through the same path the apps take.
 */
final class Ceiling {

    private final BenchContext setup;
    private final Progress progress;
    private final int pool;
    private final String pgbench = Pgbench.version();

    Ceiling(BenchContext setup, Progress progress, int pool) {
        this.setup = setup;
        this.progress = progress;
        this.pool = pool;
    }

    /** pgbench's version line; null when it is not installed and no ceiling is measured. */
    String pgbench() {
        return pgbench;
    }

    List<CeilingRow> measure(int round) throws IOException {
        List<CeilingRow> rows = new ArrayList<>();
        if (pgbench == null || setup.profile().closed().users().isEmpty()) {
            return rows;
        }
        List<String> scenarios = setup.plan(LoadModel.CLOSED).scenarios().stream()
                .filter(Pgbench::measures)
                .toList();
        Map<Integer, List<Integer>> usersByConnections = new LinkedHashMap<>();
        for (int users : new TreeSet<>(setup.profile().closed().users())) {
            usersByConnections
                    .computeIfAbsent(Math.min(users, pool), c -> new ArrayList<>())
                    .add(users);
        }
        progress.ceiling(round);
        for (Map.Entry<Integer, List<Integer>> e : usersByConnections.entrySet()) {
            setup.postgres().reset(setup.seedUsers());
            for (String scenario : scenarios) {
                Pgbench.Ceiling c = Pgbench.ceiling(
                        scenario,
                        setup.suiteSql(),
                        setup.seedUsers(),
                        e.getKey(),
                        setup.profile().closed().seconds(),
                        setup.postgres(),
                        setup.path().config(),
                        setup.results().ceiling(round));
                // Every transaction pgbench committed, those of a run it ran again for as well: PostgreSQL counts them
                // all.
                setup.answered().add(c.queriesSent());
                for (int users : e.getValue()) {
                    rows.add(new CeilingRow(
                            round,
                            users,
                            c.connections(),
                            scenario,
                            c.queriesPerSecond(),
                            c.postgresCpuMsPerQuery(),
                            c.errors()));
                }
            }
        }
        return rows;
    }
}
