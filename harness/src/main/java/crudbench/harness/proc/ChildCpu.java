package crudbench.harness.proc;

import java.time.Duration;

/**
 * The CPU of a child that runs to its end (pgbench, wrk), watched from its start. In a
 * cgroup of its own it is the group's count plus what the child used before it moved there
 * (its live threads' schedstat just before the move: its exec, a millisecond or so).
 * Without cgroups a child's threads are gone once it is waited for, so it is what this
 * process's waited-for children used meanwhile, in 10 ms ticks: exact only when no other child
 * ended in between.
 */
public final class ChildCpu {

    private final CpuClock clock;
    private final long pid;
    private final CpuClock.Method method;
    private final Duration before;

    /** Call it right after the child started, and {@link #end()} once it was waited for. */
    public static ChildCpu watch(Process child, String role) {
        return new ChildCpu(CpuClock.system(), child.pid(), role);
    }

    ChildCpu(CpuClock clock, long pid, String role) {
        this.clock = clock;
        this.pid = pid;
        CpuClock.Placed placed = clock.place(pid, role);
        if (placed.offset() != null) {
            this.method = placed.method();
            this.before = placed.offset().negated();
        } else {
            this.method = CpuClock.Method.TICKS;
            this.before = ProcStats.reapedChildrenCpu(ProcessHandle.current().pid());
        }
    }

    public CpuClock.Method method() {
        return method;
    }

    /** Once the child was waited for: the CPU it used since it started; null when it could not be read. */
    public Duration end() {
        if (method == CpuClock.Method.TICKS) {
            Duration after = ProcStats.reapedChildrenCpu(ProcessHandle.current().pid());
            return before == null || after == null ? null : after.minus(before);
        }
        Duration after = clock.cpu(pid);
        clock.release(pid);
        return before == null || after == null ? null : after.minus(before);
    }
}
