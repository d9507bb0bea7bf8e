package crudbench.drivers.baseline;

import crudbench.harness.proc.CpuClock;
import crudbench.harness.proc.ProcStats;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * CPU time by the harness's {@link CpuClock} (each thread's by {@link ProcStats#threadCpu}), read
 * at the edges of a measured window, and the arithmetic that turns it into CPU per query. Where
 * it cannot be read the values are null, not guessed.
 */
final class Cpu {

    private Cpu() {}

    /** The worker in a cgroup of its own from its start, where the machine allows, so that its CPU counts whole. */
    static Process tracked(Process worker) {
        CpuClock.system().track(worker, "worker");
        return worker;
    }

    /**
     * CPU used so far by a process, by each of its threads, and by PostgreSQL (the postmaster
     * and its backends, as loadgen measures it).
     */
    record Snapshot(Duration client, Duration postgres, Map<String, Duration> threads) {

        static Snapshot of(long pid, OptionalLong postmaster) {
            return new Snapshot(
                    CpuClock.system().cpu(pid),
                    postmaster.isPresent() ? CpuClock.system().treeCpu(postmaster.getAsLong()) : null,
                    ProcStats.threadCpu(pid));
        }
    }

    /** CPU milliseconds per query; null when the CPU is unknown or nothing was answered. */
    static Double perQuery(Long cpuMillis, long queries) {
        return cpuMillis == null || queries <= 0 ? null : cpuMillis / (double) queries;
    }

    /** CPU of each thread between two snapshots, in ms, where it was more than nothing; threads that began meanwhile count from zero. */
    static Map<String, Long> threadMillis(Map<String, Duration> before, Map<String, Duration> after) {
        Map<String, Long> used = new TreeMap<>();
        after.forEach((thread, cpu) -> {
            long ms = cpu.minus(before.getOrDefault(thread, Duration.ZERO)).toMillis();
            if (ms > 0) {
                used.put(thread, ms);
            }
        });
        return used;
    }

    /**
     * Of the threads whose name starts with the prefix (the driver's work threads), those
     * that did a real share of the work: at least a tenth of the busiest one's CPU, and more
     * than 10 ms (what a thread that only wakes now and then stays under). Null when none was seen.
     */
    static Integer busyThreads(Map<String, Long> threadMillis, String prefix) {
        List<Long> work = threadMillis.entrySet().stream()
                .filter(e -> e.getKey().startsWith(prefix))
                .map(Map.Entry::getValue)
                .toList();
        if (work.isEmpty()) {
            return null;
        }
        long busiest = work.stream().mapToLong(Long::longValue).max().orElse(0);
        return (int) work.stream().filter(ms -> ms > 10 && ms * 10 >= busiest).count();
    }

    /** A percentile of a latency histogram in nanoseconds, in ms; null when it is empty. */
    static Double percentileMs(Histogram nanos, double percentile) {
        return nanos.getTotalCount() == 0 ? null : nanos.getValueAtPercentile(percentile) / 1e6;
    }
}
