package crudbench.drivers.baseline;

import crudbench.drivers.Operation;
import crudbench.drivers.Protocol;
import crudbench.harness.db.Pgbench;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The raw record of one load, as raw/DRIVER.json keeps it: what the worker (or pgbench)
 * reported and what /proc and pg_stat_activity showed meanwhile. Every row of drivers.json is
 * derived from one of these, so the tables can be rebuilt from a run's files.
 *
 * @param phase           "warmup" or "measure"
 * @param windowNanos     length of the measured window
 * @param queries         right answers in the window
 * @param errors          failures and wrong answers in the window
 * @param answeredTotal   right answers from the load's start to its end, ramp and drain included
 * @param errorsTotal     errors over the same span
 * @param firstError      the first error's description, or null
 * @param clientCpuMs     the client process's CPU in the window
 * @param postgresCpuMs   PostgreSQL's CPU in the window
 * @param threadCpuMs     CPU of each thread of the client process in the window ("name/tid"), where it used any:
 *                        the driver's work threads, and the JIT's and the garbage collector's
 * @param threadPrefix    how the names of the driver's work threads begin (see {@link crudbench.drivers.Driver#threadPrefix})
 * @param connectionsSeen the run's connections pg_stat_activity listed at the window's end
 * @param busyBackends    of those, the ones that began a query during the window
 * @param histogram       latencies in ns, HdrHistogram's compressed form in Base64
 */
record Point(
        String driver,
        String phase,
        String operation,
        int users,
        long windowNanos,
        long queries,
        long errors,
        long answeredTotal,
        long errorsTotal,
        String firstError,
        Long clientCpuMs,
        Long postgresCpuMs,
        Map<String, Long> threadCpuMs,
        String threadPrefix,
        Integer connectionsSeen,
        Integer busyBackends,
        String histogram) {

    /** pgbench's measured run of an operation on {@code connections} connections, as raw/pgbench.json keeps it. */
    static Point ofPgbench(Operation operation, int connections, Pgbench.Measured run) {
        return new Point(
                Baseline.PGBENCH,
                "measure",
                operation.id(),
                connections,
                run.windowNanos(),
                run.queries(),
                run.errors(),
                run.queries(),
                run.errors(),
                run.firstError(),
                run.clientCpuMs(),
                run.postgresCpuMs(),
                null,
                null,
                run.activity() == null ? null : run.activity().connections(),
                run.activity() == null ? null : run.activity().busy(),
                Protocol.encodeHistogram(run.latencies()));
    }

    DriversResult.Row row(int connections) {
        Histogram latencies = Protocol.decodeHistogram(histogram);
        double seconds = windowNanos / 1e9;
        return new DriversResult.Row(
                driver,
                operation,
                users,
                connections,
                round(seconds, 3),
                queries,
                round(seconds > 0 ? queries / seconds : 0, 1),
                round(Cpu.percentileMs(latencies, 50), 4),
                round(Cpu.percentileMs(latencies, 99), 4),
                round(Cpu.perQuery(clientCpuMs, queries), 5),
                round(Cpu.perQuery(postgresCpuMs, queries), 5),
                errors,
                busyBackends,
                threadCpuMs == null ? null : Cpu.busyThreads(threadCpuMs, threadPrefix));
    }

    /** CPU of the JIT's compiler threads in the window, in ms; null where threads were not read. */
    Long jitMs() {
        return threadCpuMs == null
                ? null
                : threadCpuMs.entrySet().stream()
                        .filter(e -> e.getKey().contains("CompilerThre"))
                        .mapToLong(Map.Entry::getValue)
                        .sum();
    }

    private static Double round(Double value, int decimals) {
        if (value == null) {
            return null;
        }
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }

    private static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
