package crudbench.loadgen.results;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.Map;

/**
 * What else ran on the machine during one phase, beside the loaded app's own work: the sources
 * that can move a slice's figure from round to round, read at the phase's edges. The noise
 * budget ({@code analysis.NoiseBudget}) attributes the rounds' spread to them. Null values could
 * not be read here.
 *
 * @param startedAtMs         when the window started, in ms since the epoch: the gap since the app's last slice
 * @param windowMs            the window the readings span
 * @param machine             the whole machine: every core's busy time together, steal included (/proc/stat); every
 *                            core's steal, time the hypervisor ran another guest; the apps that waited, together
 * @param postgres            PostgreSQL's CPU: the loaded app's backends; every other client backend (the waiting
 *                            apps', the harness's); its own processes (checkpointer, WAL writer, background writer,
 *                            autovacuum, the postmaster, and any process that ended within the window)
 * @param appThreads          the loaded app's threads by group (event loops, workers, virtual threads'
 *                            carriers, pool, JIT, GC, JVM, other): CPU, wait for a CPU and context switches
 * @param app                 the app's threads that started within the window (a pool growing again), and its minor
 *                            and major page faults within it
 * @param database            the server's housekeeping as its statistics count it
 * @param probeMs             what reading all this took, at both edges together
 */
public record NoiseSample(
        long startedAtMs,
        double windowMs,
        @JsonUnwrapped Machine machine,
        @JsonUnwrapped PostgresCpu postgres,
        Map<String, ThreadUse> appThreads,
        @JsonUnwrapped AppEvents app,
        Housekeeping database,
        Double probeMs) {

    /** The machine's side; summary.json keeps its fields at the sample's own level, as for the two records below. */
    public record Machine(Double machineBusyMs, Double stealMs, Double otherAppsCpuMs) {}

    /** PostgreSQL's CPU, three ways. */
    public record PostgresCpu(Double pgLoadedCpuMs, Double pgOtherClientsCpuMs, Double pgServerCpuMs) {}

    /** What the loaded app's process did besides running: threads started, page faults. */
    public record AppEvents(Integer threadsStarted, Long minorFaults, Long majorFaults) {}

    public Double machineBusyMs() {
        return machine.machineBusyMs();
    }

    public Double stealMs() {
        return machine.stealMs();
    }

    public Double otherAppsCpuMs() {
        return machine.otherAppsCpuMs();
    }

    public Double pgLoadedCpuMs() {
        return postgres.pgLoadedCpuMs();
    }

    public Double pgOtherClientsCpuMs() {
        return postgres.pgOtherClientsCpuMs();
    }

    public Double pgServerCpuMs() {
        return postgres.pgServerCpuMs();
    }

    public Integer threadsStarted() {
        return app.threadsStarted();
    }

    /**
     * From each thread's /proc schedstat.
     *
     * @param cpuMs      the group's CPU
     * @param runQueueMs its threads' time ready to run but waiting for a CPU
     * @param switches   the times its threads were put on a CPU (context switches in)
     */
    public record ThreadUse(double cpuMs, double runQueueMs, long switches) {}

    /**
     * @param checkpoints       checkpoints that ended within the window
     * @param autovacuums       autovacuum runs on users that ended within it
     * @param autoanalyzes      autoanalyze runs on users that ended within it
     * @param autovacuumWorkers workers at work at either edge, the more of the two
     * @param liveTuples        users' live tuples at the end, as last reported
     * @param deadTuples        its dead tuples at the end
     * @param tablePages        its heap at the end, in 8 kB pages
     */
    public record Housekeeping(
            long checkpoints,
            long autovacuums,
            long autoanalyzes,
            int autovacuumWorkers,
            long liveTuples,
            long deadTuples,
            long tablePages) {}

    /** The CPU of one group of the app's threads; 0 where it had none, null where none was read. */
    public Double threadCpuMs(String group) {
        if (appThreads == null || appThreads.isEmpty()) {
            return null;
        }
        ThreadUse use = appThreads.get(group);
        return use == null ? 0.0 : use.cpuMs();
    }

    /** Context switches of every thread of the app together; null where none was read. */
    public Long contextSwitches() {
        return appThreads == null || appThreads.isEmpty()
                ? null
                : appThreads.values().stream().mapToLong(ThreadUse::switches).sum();
    }

    /** The time the app's threads together waited for a CPU, ready to run; null where none was read. */
    public Double runQueueMs() {
        return appThreads == null || appThreads.isEmpty()
                ? null
                : appThreads.values().stream()
                        .mapToDouble(ThreadUse::runQueueMs)
                        .sum();
    }
}
