package crudbench.harness.proc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Linux's /proc under a root of choice (a temp dir stands in for it in tests): the CPU of
 * threads and processes, and the process tree. Whatever cannot be read is null or empty, not
 * guessed: not Linux, a process that is gone, a kernel without the file.
 */
public final class ProcFs {

    public static final ProcFs SYSTEM = new ProcFs(Path.of("/proc"));

    /** USER_HZ: the unit of /proc/PID/stat times; 100 on every mainstream Linux. */
    private static final long TICKS_PER_SECOND = 100;

    private final Path root;

    public ProcFs(Path root) {
        this.root = root;
    }

    public Path dir(long pid) {
        return root.resolve(Long.toString(pid));
    }

    /** This process's id, as /proc/self names it; -1 where there is no /proc. */
    public long self() {
        try {
            return Long.parseLong(Files.readSymbolicLink(root.resolve("self")).toString());
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The first field of a schedstat line: nanoseconds the task ran on a CPU. */
    public static long schedstatNanos(String line) {
        return Long.parseLong(line.strip().split("\\s+", 2)[0]);
    }

    /** One thread's time on a CPU from its schedstat, in ns; null when it cannot be read. */
    public static Duration threadSchedstat(Path task) {
        try {
            return Duration.ofNanos(schedstatNanos(Files.readString(task.resolve("schedstat"))));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * The time on a CPU of the process's live threads, summed from each one's schedstat, in ns.
     * A thread that ended is no longer counted, so across a window this misses the CPU of threads
     * that exited within it. Null when no thread could be read.
     */
    public Duration liveThreadsCpu(long pid) {
        Duration total = null;
        try (Stream<Path> tasks = Files.list(dir(pid).resolve("task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                Duration thread = threadSchedstat(task);
                if (thread != null) {
                    total = total == null ? thread : total.plus(thread);
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or the process is gone
        }
        return total;
    }

    /** The process's CPU: its live threads' schedstat, or its ticks where there is none; null when it cannot be read. */
    public Duration cpu(long pid) {
        Duration live = liveThreadsCpu(pid);
        return live != null ? live : ticks(pid, false);
    }

    /**
     * CPU of a process tree: its live processes' {@link #cpu}, plus the ticks of the children the
     * root has waited for (a postmaster's backends that ended), which change only when one ends.
     * Null when the root cannot be read.
     */
    public Duration treeCpu(long root) {
        Duration total = cpu(root);
        Duration withReaped = ticks(root, true);
        Duration own = ticks(root, false);
        if (total == null || withReaped == null || own == null) {
            return null;
        }
        total = total.plus(withReaped.minus(own));
        for (long child : descendants(root)) {
            Duration c = cpu(child);
            total = c == null ? total : total.plus(c);
        }
        return total;
    }

    /** utime + stime of the process in 10 ms ticks, with {@code includeChildren} its waited-for children's too. */
    public Duration ticks(long pid, boolean includeChildren) {
        try {
            return statCpu(Files.readString(dir(pid).resolve("stat")), includeChildren);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** utime + stime of a stat line (with cutime + cstime when {@code includeChildren}). */
    public static Duration statCpu(String stat, boolean includeChildren) {
        String[] f = fieldsAfterName(stat);
        long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
        if (includeChildren) {
            ticks += Long.parseLong(f[13]) + Long.parseLong(f[14]);
        }
        return Duration.ofMillis(ticks * 1000 / TICKS_PER_SECOND);
    }

    /** The process's minor and major page faults since it started (its threads' together); null when unreadable. */
    public long[] faults(long pid) {
        try {
            String[] f = fieldsAfterName(Files.readString(dir(pid).resolve("stat")));
            return new long[] {Long.parseLong(f[7]), Long.parseLong(f[9])};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The fields of a stat line from the state on: the command name (field 2) may hold spaces and parentheses. */
    private static String[] fieldsAfterName(String stat) {
        return stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    }

    /** The live descendants of a process, parents before their children; empty where /proc cannot be listed. */
    public List<Long> descendants(long pid) {
        Map<Long, List<Long>> children = new HashMap<>();
        try (Stream<Path> entries = Files.list(root)) {
            for (Path entry : (Iterable<Path>) entries::iterator) {
                String name = entry.getFileName().toString();
                if (!name.chars().allMatch(Character::isDigit)) {
                    continue;
                }
                try {
                    long parent = Long.parseLong(fieldsAfterName(Files.readString(entry.resolve("stat")))[1]);
                    children.computeIfAbsent(parent, p -> new ArrayList<>()).add(Long.parseLong(name));
                } catch (IOException | RuntimeException e) {
                    // the process ended meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        List<Long> found = new ArrayList<>();
        Deque<Long> next = new ArrayDeque<>(children.getOrDefault(pid, List.of()));
        while (!next.isEmpty()) {
            long child = next.poll();
            found.add(child);
            next.addAll(children.getOrDefault(child, List.of()));
        }
        return found;
    }

    /** The process's line for one cgroup hierarchy in /proc/PID/cgroup, or null. */
    public String cgroupLine(long pid, Predicate<String> hierarchy) {
        try {
            return Files.readAllLines(dir(pid).resolve("cgroup")).stream()
                    .filter(hierarchy)
                    .findFirst()
                    .orElse(null);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
