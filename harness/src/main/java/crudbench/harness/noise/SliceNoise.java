package crudbench.harness.noise;

import crudbench.harness.db.PgHousekeeping;
import crudbench.harness.db.PgProcesses;
import crudbench.harness.proc.CpuClock;
import crudbench.harness.proc.MachineCpu;
import crudbench.harness.proc.ProcFs;
import crudbench.harness.proc.ThreadGroups;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * What else ran on the machine while one app was measured, over one window: everything that can
 * move a slice's figure besides the app's own work. The hypervisor's steal and the whole
 * machine's busy time (/proc/stat); the other apps' CPU; PostgreSQL's CPU split into the loaded
 * app's backends, every other client's backends, and the server's own processes (checkpointer,
 * WAL writer, background writer, autovacuum: the tree's CPU less its client backends'); the
 * loaded app's threads by group (the JIT's compilers and the collector among them) with their
 * wait for a CPU and their context switches; and the housekeeping the server's statistics count
 * (checkpoints, autovacuum and autoanalyze runs, the table's tuples and size).
 *
 * <p>A {@link Scope} is one load point of one app: who its backends are is found once, before the
 * load, by scanning /proc; each phase's window then reads counters only. Whatever cannot be read
 * here is null, not guessed.
 */
public final class SliceNoise {

    /**
     * What one window saw.
     *
     * @param startedAtMs         when it started, in ms since the epoch: the gap since the app's last window
     * @param windowMs            its length
     * @param machineBusyMs       every core's busy time together, steal included
     * @param stealMs             every core's steal
     * @param otherAppsCpuMs      the other apps' CPU together
     * @param pgLoadedCpuMs       the loaded app's backends' CPU; null where they cannot be told apart
     * @param pgOtherClientsCpuMs every other client backend's CPU (the other apps', the harness's); null likewise
     * @param pgServerCpuMs       the server's own processes' CPU, those that started or ended within the window
     *                            among them
     * @param threadGroups        the loaded app's threads by {@link ThreadGroups#GROUPS}; null where none was read
     * @param threadsStarted      the app's threads that started within the window (a pool growing again)
     * @param minorFaults         the app's minor page faults within the window
     * @param majorFaults         and its major ones (a page read from disk)
     * @param before              the housekeeping counters at the start
     * @param after               and at the end
     */
    public record Reading(
            long startedAtMs,
            double windowMs,
            Double machineBusyMs,
            Double stealMs,
            Double otherAppsCpuMs,
            Double pgLoadedCpuMs,
            Double pgOtherClientsCpuMs,
            Double pgServerCpuMs,
            Map<String, ThreadGroups.Usage> threadGroups,
            Integer threadsStarted,
            Long minorFaults,
            Long majorFaults,
            PgHousekeeping.Reading before,
            PgHousekeeping.Reading after) {}

    /**
     * One app at one load point: the processes to read, found once.
     *
     * @param clients      the server's client backends by pid, with whether each is the loaded app's
     * @param housekeeping the server's statistics, or null
     */
    public record Scope(
            long appPid,
            List<Long> otherApps,
            OptionalLong postmaster,
            Map<Long, Boolean> clients,
            boolean appBackendsKnown,
            ThreadGroups threads,
            PgHousekeeping housekeeping) {

        /**
         * @param postmaster   the embedded server's postmaster, when it runs on this machine
         * @param dbPort       the port the app reaches PostgreSQL on, to find its backends; -1 where its sockets
         *                     do not lead to them (a relay between)
         * @param housekeeping the server's statistics, or null
         */
        public static Scope of(
                long appPid, List<Long> otherApps, OptionalLong postmaster, int dbPort, PgHousekeeping housekeeping) {
            Map<Long, Boolean> clients = new HashMap<>();
            boolean known = false;
            if (postmaster.isPresent()) {
                Set<Integer> appPorts =
                        dbPort < 0 ? Set.of() : PgProcesses.system().clientPorts(appPid, dbPort);
                known = !appPorts.isEmpty();
                PgProcesses.system().of(postmaster.getAsLong()).forEach((pid, port) -> {
                    if (port >= 0) {
                        clients.put(pid, appPorts.contains(port));
                    }
                });
            }
            return new Scope(
                    appPid, List.copyOf(otherApps), postmaster, clients, known, ThreadGroups.system(), housekeeping);
        }
    }

    private final Scope scope;
    private final long startedAtMs;
    private final long start;
    private final long[] faultsBefore;
    private final MachineCpu.Reading machineBefore;
    private final Duration othersBefore;
    private final Duration pgTreeBefore;
    private final Map<Long, Long> clientsBefore;
    private final Map<Long, ThreadGroups.Thread> threadsBefore;
    private final PgHousekeeping.Reading housekeepingBefore;

    private SliceNoise(Scope scope) {
        this.scope = scope;
        this.startedAtMs = System.currentTimeMillis();
        this.start = System.nanoTime();
        this.faultsBefore = ProcFs.SYSTEM.faults(scope.appPid());
        this.machineBefore = MachineCpu.system().read();
        this.othersBefore = cpu(scope.otherApps());
        this.pgTreeBefore = scope.postmaster().isPresent()
                ? CpuClock.system().treeCpu(scope.postmaster().getAsLong())
                : null;
        this.clientsBefore = clientCpu(scope);
        this.threadsBefore = scope.threads().threads(scope.appPid());
        this.housekeepingBefore =
                scope.housekeeping() == null ? null : scope.housekeeping().read();
    }

    /** Starts a window. */
    public static SliceNoise start(Scope scope) {
        return new SliceNoise(scope);
    }

    /** Ends the window. */
    public Reading stop() {
        double windowMs = (System.nanoTime() - start) / 1e6;
        MachineCpu.Reading machine = MachineCpu.system().read();
        Double othersMs = CpuClock.millisBetween(othersBefore, cpu(scope.otherApps()));
        Double pgLoaded = null;
        Double pgOthers = null;
        Double pgServer = null;
        if (scope.postmaster().isPresent()) {
            Duration tree = CpuClock.system().treeCpu(scope.postmaster().getAsLong());
            Map<Long, Long> clientsAfter = clientCpu(scope);
            long loaded = 0;
            long others = 0;
            for (Map.Entry<Long, Long> e : clientsAfter.entrySet()) {
                Long before = clientsBefore.get(e.getKey());
                if (before == null || before > e.getValue()) {
                    continue;
                }
                long used = e.getValue() - before;
                if (scope.clients().get(e.getKey())) {
                    loaded += used;
                } else {
                    others += used;
                }
            }
            if (scope.appBackendsKnown()) {
                pgLoaded = loaded / 1e6;
                pgOthers = others / 1e6;
            }
            Double treeMs = CpuClock.millisBetween(pgTreeBefore, tree);
            pgServer = treeMs == null ? null : Math.max(0, treeMs - (loaded + others) / 1e6);
        }
        Map<Long, ThreadGroups.Thread> threadsAfter = scope.threads().threads(scope.appPid());
        Map<String, ThreadGroups.Usage> groups =
                threadsAfter.isEmpty() ? null : ThreadGroups.between(threadsBefore, threadsAfter);
        Integer started = threadsAfter.isEmpty()
                ? null
                : (int) threadsAfter.keySet().stream()
                        .filter(tid -> !threadsBefore.containsKey(tid))
                        .count();
        long[] faults = ProcFs.SYSTEM.faults(scope.appPid());
        boolean faultsRead = faultsBefore != null && faults != null;
        MachineCpu.Reading spent = machineBefore == null || machine == null ? null : machineBefore.until(machine);
        return new Reading(
                startedAtMs,
                windowMs,
                spent == null ? null : (double) spent.busyMs(),
                spent == null ? null : (double) spent.stealMs(),
                othersMs,
                pgLoaded,
                pgOthers,
                pgServer,
                groups,
                started,
                faultsRead ? faults[0] - faultsBefore[0] : null,
                faultsRead ? faults[1] - faultsBefore[1] : null,
                housekeepingBefore,
                scope.housekeeping() == null ? null : scope.housekeeping().read());
    }

    /** Each client backend's CPU now, in ns; one that ended is left out. */
    private static Map<Long, Long> clientCpu(Scope scope) {
        Map<Long, Long> cpu = new HashMap<>();
        for (long pid : scope.clients().keySet()) {
            long ns = PgProcesses.system().cpuNanos(pid);
            if (ns >= 0) {
                cpu.put(pid, ns);
            }
        }
        return cpu;
    }

    private static Duration cpu(List<Long> pids) {
        Duration total = Duration.ZERO;
        for (long pid : pids) {
            Duration cpu = CpuClock.system().cpu(pid);
            if (cpu == null) {
                return null;
            }
            total = total.plus(cpu);
        }
        return total;
    }
}
