package crudbench.harness.proc;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * CPU time of a process, finer than /proc/PID/stat's 10 ms ticks, for windows as short as a
 * second. A reading means nothing alone: take two of the same process and subtract.
 *
 * <p>The best clock here counts a process in a cgroup of its own ({@link #track}): every thread
 * of every task in the group, those that exited within the window too, in nanoseconds (v1's
 * cpuacct) or microseconds (v2's cpu.stat). Making a group takes write access to the cgroup
 * file system, as root has. Where that is missing, a process's CPU is the sum of its live
 * threads' {@code /proc/PID/task/TID/schedstat}, in ns: a thread that ends within a window
 * takes its CPU with it, so the window is short of that (the apps' and PostgreSQL's threads
 * live as long as the process, so little is lost). Where neither file is there, the ticks.
 *
 * <p>The kernel brings a thread's count up to date when it leaves a CPU and at every scheduler
 * tick (4 ms at HZ=250), so a reading can lag a thread that is on a CPU at that moment by up to
 * one such tick: an error at each end of a window that goes either way and evens out, not a
 * rounding of every figure as the ticks of /proc/PID/stat are.
 *
 * <p>A group holds the process and every task it starts later, so a tracked process's CPU
 * includes its children's, except those tracked on their own. Groups are removed by {@link
 * #release} when a process ends, and those a JVM left empty by the next clock.
 */
public final class CpuClock {

    /** How a reading was taken; {@link #description()} is what a results file records. */
    public enum Method {
        CGROUP_V1("cgroup cpuacct, ns"),
        CGROUP_V2("cgroup v2 cpu.stat, µs"),
        SCHEDSTAT("per-thread schedstat, ns (live threads)"),
        TICKS("/proc/PID/stat utime + stime, 10 ms ticks");

        private final String description;

        Method(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    private static final CpuClock SYSTEM = new CpuClock(ProcFs.SYSTEM, Path.of("/sys/fs/cgroup"), true);

    private final ProcFs proc;
    private final Cgroups cgroups;
    private final boolean writable;
    /** The groups this JVM made or took over, by process: read after a process ended, removed at release. */
    private final Map<Long, Path> tracked = new ConcurrentHashMap<>();

    private boolean warned;

    CpuClock(ProcFs proc, Path cgroupRoot, boolean cleanUp) {
        this.proc = proc;
        this.cgroups = Cgroups.find(proc, cgroupRoot);
        this.writable = cgroups != null && cgroups.writable();
        if (writable && cleanUp) {
            cgroups.sweep(pid -> ProcessHandle.of(pid).isPresent());
            Runtime.getRuntime().addShutdownHook(new Thread(this::releaseEnded, "cpu-clock-cleanup"));
        }
    }

    /** The clock of this machine's /proc and /sys/fs/cgroup. */
    public static CpuClock system() {
        return SYSTEM;
    }

    /** The best method here: what a tracked process is read by. */
    public Method method() {
        return writable ? cgroupMethod() : proc.liveThreadsCpu(proc.self()) != null ? Method.SCHEDSTAT : Method.TICKS;
    }

    /** What {@link #cpu} reads this process by; null when it cannot be read at all. */
    public Method method(long pid) {
        Path group = groupOf(pid);
        if (group != null && cgroups.usage(group) != null) {
            return cgroupMethod();
        }
        return proc.liveThreadsCpu(pid) != null
                ? Method.SCHEDSTAT
                : proc.ticks(pid, false) != null ? Method.TICKS : null;
    }

    private Method cgroupMethod() {
        return cgroups.version() == Cgroups.Version.V1 ? Method.CGROUP_V1 : Method.CGROUP_V2;
    }

    /**
     * Puts the process, with the children it has that are where it was, into a cgroup of its own,
     * so that {@link #cpu} counts all of it. Call it when the process starts, before any window on
     * it opens: a window whose ends are read by two methods means nothing. Idempotent, across JVMs
     * too (a postmaster's group outlives the run that made it).
     *
     * @param role what the process is ("app", "postgres", "loadgen"), for the group's name
     * @return the method {@link #cpu} now reads the process by
     */
    public Method track(long pid, String role) {
        return place(pid, role).method();
    }

    /** {@link #track(long, String)} for a child of this JVM, whose group is released when it ends. */
    public Method track(Process child, String role) {
        Method method = track(child.pid(), role);
        child.onExit().thenRun(() -> release(child.pid()));
        return method;
    }

    /** What tracking did; for a process it moved, the offset that makes its group's reading its whole CPU. */
    record Placed(Method method, Duration offset) {}

    synchronized Placed place(long pid, String role) {
        Path existing = groupOf(pid);
        if (existing != null) {
            tracked.put(pid, existing);
            return new Placed(cgroupMethod(), null);
        }
        if (!writable) {
            return new Placed(method(pid), null);
        }
        Path group = null;
        try {
            Path from = cgroups.dirOf(pid);
            group = cgroups.create(role, pid, proc.self());
            cgroups.move(pid, group);
            // A postmaster's backends, forked before it moved: new ones are born inside.
            for (long child : proc.descendants(pid)) {
                Path at = cgroups.dirOf(child);
                if (at != null && at.equals(from)) {
                    cgroups.move(child, group);
                }
            }
            tracked.put(pid, group);
            return new Placed(cgroupMethod(), usedBeforeMove(group));
        } catch (IOException | RuntimeException e) {
            if (group != null) {
                cgroups.remove(group);
            }
            warnOnce("cannot give " + role + " (pid " + pid + ") a cgroup of its own, so its CPU is read by "
                    + "/proc: " + e.getMessage());
            return new Placed(method(pid), null);
        }
    }

    /**
     * What the group's tasks used before they moved in: their threads' schedstat now, less the
     * group's count now. Read after the move, since a move can take tens of milliseconds (the
     * kernel waits for an RCU grace period) while the task runs on. Both counts grow by the same
     * amount at the same moment, so a pair of readings of the group that agree brackets a
     * consistent schedstat sum; a few tries find one.
     */
    private Duration usedBeforeMove(Path group) throws IOException {
        for (int attempt = 1; ; attempt++) {
            Duration first = cgroups.usage(group);
            Duration threads = Duration.ZERO;
            for (long task : cgroups.tasks(group)) {
                Duration live = proc.liveThreadsCpu(task);
                threads = live == null ? threads : threads.plus(live);
            }
            Duration second = cgroups.usage(group);
            if (first == null || second == null) {
                throw new IOException("cannot read the CPU count of " + group);
            }
            if (first.equals(second) || attempt == 10) {
                return threads.minus(second);
            }
        }
    }

    /**
     * Ends the tracking: what still runs in the process's group returns to where groups are made,
     * and the group is removed. Call it once the process ended (an app, a relay) or just before it
     * is stopped (PostgreSQL). Nothing happens for a process without a group.
     */
    public synchronized void release(long pid) {
        Path group = tracked.remove(pid);
        if (group == null && cgroups != null) {
            group = cgroups.groupRootedAt(pid);
        }
        if (group != null && !cgroups.remove(group)) {
            warnOnce("cannot remove the cgroup " + group);
        }
    }

    /** CPU time of the process (with its untracked children when it is tracked); null when unreadable. */
    public Duration cpu(long pid) {
        Path group = groupOf(pid);
        Duration cpu = group == null ? null : cgroups.usage(group);
        return cpu != null ? cpu : proc.cpu(pid);
    }

    /**
     * CPU time of a process tree, like PostgreSQL's (the postmaster and its backends): tracked,
     * its group's; untracked, {@link ProcFs#treeCpu}'s (the live processes, and the ended ones the
     * root waited for in ticks). Null when unreadable.
     */
    public Duration treeCpu(long rootPid) {
        Path group = groupOf(rootPid);
        Duration cpu = group == null ? null : cgroups.usage(group);
        return cpu != null ? cpu : proc.treeCpu(rootPid);
    }

    /** One reading by the given method, whether or not it is the best: for tests that compare them. */
    Duration cpu(long pid, Method method) {
        return switch (method) {
            case CGROUP_V1, CGROUP_V2 -> groupOf(pid) == null ? null : cgroups.usage(groupOf(pid));
            case SCHEDSTAT -> proc.liveThreadsCpu(pid);
            case TICKS -> proc.ticks(pid, false);
        };
    }

    /** Milliseconds between two readings, with their fraction; null when either is missing. */
    public static Double millisBetween(Duration before, Duration after) {
        return before == null || after == null ? null : after.minus(before).toNanos() / 1e6;
    }

    private Path groupOf(long pid) {
        Path mine = tracked.get(pid);
        if (mine != null) {
            return mine;
        }
        return cgroups == null ? null : cgroups.groupRootedAt(pid);
    }

    /** At exit: the groups of processes that ended, and this JVM's own, go; a live postmaster's stays. */
    private void releaseEnded() {
        long self = proc.self();
        for (long pid : Map.copyOf(tracked).keySet()) {
            if (pid == self || ProcessHandle.of(pid).isEmpty()) {
                release(pid);
            }
        }
    }

    private synchronized void warnOnce(String message) {
        if (!warned) {
            warned = true;
            System.err.println("==> CPU clock: " + message);
        }
    }
}
