package crudbench.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Resource use of a process from Linux's /proc, the way the published studies measured it
 * (utime + stime from /proc/PID/stat). Elsewhere the values are absent, not guessed.
 */
public final class ProcStats {

    /** USER_HZ: the unit of /proc/PID/stat times; 100 on every mainstream Linux. */
    private static final long TICKS_PER_SECOND = 100;

    private ProcStats() {}

    /** user + system CPU time of the process, with {@code includeChildren} its waited-for children's too. */
    public static Duration cpu(long pid, boolean includeChildren) {
        try {
            return statCpu(Files.readString(Path.of("/proc", Long.toString(pid), "stat")), includeChildren);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Every live thread of the process, as "name/tid", with its own CPU time (from
     * /proc/PID/task/TID/stat; /proc/TID/stat would give the whole process's). Empty where /proc
     * cannot be read; a thread that ends while it is read is left out.
     */
    public static Map<String, Duration> threadCpu(long pid) {
        Map<String, Duration> threads = new TreeMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            tasks.forEach(task -> {
                try {
                    String name = Files.readString(task.resolve("comm")).strip();
                    threads.put(
                            name + "/" + task.getFileName(), statCpu(Files.readString(task.resolve("stat")), false));
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
        // The command name (field 2) may contain spaces: count fields after its closing ')'.
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
        if (includeChildren) {
            ticks += Long.parseLong(f[13]) + Long.parseLong(f[14]);
        }
        return Duration.ofMillis(ticks * 1000 / TICKS_PER_SECOND);
    }

    /**
     * CPU of the children the process has waited for: read before and after a child that runs
     * to its end (pgbench, wrk), the difference is that child's CPU, provided no other child
     * ended meanwhile.
     */
    public static Duration reapedChildrenCpu(long pid) {
        Duration withChildren = cpu(pid, true);
        Duration own = cpu(pid, false);
        return withChildren == null || own == null ? null : withChildren.minus(own);
    }

    /** Milliseconds between two readings; null when either is missing. */
    public static Long millisBetween(Duration before, Duration after) {
        return before == null || after == null ? null : after.minus(before).toMillis();
    }

    /**
     * CPU of a process tree, like PostgreSQL's: the postmaster with the backends it has reaped,
     * plus every live child.
     */
    public static Duration treeCpu(long rootPid) {
        Duration total = cpu(rootPid, true);
        if (total == null) {
            return null;
        }
        List<ProcessHandle> children =
                ProcessHandle.of(rootPid).map(p -> p.children().toList()).orElse(List.of());
        for (ProcessHandle child : children) {
            Duration c = cpu(child.pid(), false);
            if (c != null) {
                total = total.plus(c);
            }
        }
        return total;
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
