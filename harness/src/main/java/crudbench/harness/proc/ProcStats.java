package crudbench.harness.proc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Resource use of a process from Linux's /proc: resident memory, threads, and CPU time in
 * /proc/PID/stat's 10 ms ticks (utime + stime), the way the published studies measured it.
 * CPU over a window is {@link CpuClock}'s, finer; the ticks remain its last resort. Elsewhere
 * the values are absent, not guessed.
 */
public final class ProcStats {

    private ProcStats() {}

    /** user + system CPU time of the process in ticks, with {@code includeChildren} its waited-for children's too. */
    public static Duration cpu(long pid, boolean includeChildren) {
        return ProcFs.SYSTEM.ticks(pid, includeChildren);
    }

    /**
     * Every live thread of the process, as "name/tid", with its own CPU time: from
     * /proc/PID/task/TID/schedstat in ns, or the thread's stat in ticks where the kernel has no
     * schedstat (/proc/TID/stat would give the whole process's). Empty where /proc cannot be read;
     * a thread that ends while it is read is left out.
     */
    public static Map<String, Duration> threadCpu(long pid) {
        Map<String, Duration> threads = new TreeMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            tasks.forEach(task -> {
                try {
                    String name = Files.readString(task.resolve("comm")).strip();
                    Duration cpu = ProcFs.threadSchedstat(task);
                    threads.put(
                            name + "/" + task.getFileName(),
                            cpu != null ? cpu : statCpu(Files.readString(task.resolve("stat")), false));
                } catch (IOException | RuntimeException e) {
                    // the thread ended meanwhile
                }
            });
        } catch (IOException | RuntimeException e) {
            // not Linux, or the process is gone
        }
        return threads;
    }

    /** utime + stime of a stat line (with cutime + cstime when {@code includeChildren}). */
    static Duration statCpu(String stat, boolean includeChildren) {
        return ProcFs.statCpu(stat, includeChildren);
    }

    /**
     * CPU of the children the process has waited for, in ticks: read before and after a child
     * that runs to its end, the difference is that child's CPU, provided no other child ended
     * meanwhile ({@link ChildCpu}'s way where there are no cgroups).
     */
    public static Duration reapedChildrenCpu(long pid) {
        Duration withChildren = cpu(pid, true);
        Duration own = cpu(pid, false);
        return withChildren == null || own == null ? null : withChildren.minus(own);
    }

    /** Whole milliseconds between two readings, rounded to the nearest; null when either is missing. */
    public static Long millisBetween(Duration before, Duration after) {
        return before == null || after == null
                ? null
                : Math.round(after.minus(before).toNanos() / 1e6);
    }

    /** Resident set size in bytes. */
    public static OptionalLong rss(long pid) {
        return statusKb(pid, "VmRSS:");
    }

    /** Peak resident set size since the process started, in bytes. */
    public static OptionalLong peakRss(long pid) {
        return statusKb(pid, "VmHWM:");
    }

    public static OptionalLong threads(long pid) {
        return status(pid, "Threads:");
    }

    private static OptionalLong statusKb(long pid, String key) {
        OptionalLong kb = status(pid, key);
        return kb.isPresent() ? OptionalLong.of(kb.getAsLong() * 1024) : kb;
    }

    private static OptionalLong status(long pid, String key) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith(key)) {
                    return OptionalLong.of(
                            Long.parseLong(line.substring(key.length()).strip().split("\\s+")[0]));
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or the process is gone
        }
        return OptionalLong.empty();
    }
}
