package crudbench.loadgen.profile;

import crudbench.loadgen.hyperfoil.HyperfoilRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Profiles each measured phase of one load point: async-profiler started in the app when the phase runs, its
 * stacks and flame graph written when it ends. The sampler that measures the slice is the listener before this one,
 * so the agent's start is inside the slice (what profiling costs a slice, measured).
 *
 * <p>The commands go to the agent from a thread of their own, in the order the phases ran and ended. Hyperfoil
 * reports a phase's end on its event loop, and the next phase starts at once: a command sent from there (an attach,
 * and writing a flame graph, a tenth of a second or more) held the load generator's only event loop inside the next
 * slice, and measured as the app answering less. The agent holds one profile at a time, so a phase that runs before
 * the one before it has been reported ended (both within a millisecond, on two threads) ends that one first.
 */
public final class ProfiledPhases implements HyperfoilRun.PhaseListener {

    private final AsyncProfiler profiler;
    private final long pid;
    private final Set<String> phases;
    private final Function<String, Path> file;
    private final HyperfoilRun.PhaseListener next;
    private final List<String> failures = Collections.synchronizedList(new ArrayList<>());
    private final ExecutorService agent = Executors.newSingleThreadExecutor(
            Thread.ofPlatform().name("async-profiler-commands").daemon(true).factory());
    private String running;

    /**
     * @param phases the phases to profile (the measured scenarios; never a warm-up)
     * @param file   where a phase's collapsed stacks go
     */
    public ProfiledPhases(
            AsyncProfiler profiler,
            long pid,
            Set<String> phases,
            Function<String, Path> file,
            HyperfoilRun.PhaseListener next) {
        this.profiler = profiler;
        this.pid = pid;
        this.phases = Set.copyOf(phases);
        this.file = file;
        this.next = next;
    }

    @Override
    public void running(String phase) {
        next.running(phase);
        if (phases.contains(phase)) {
            synchronized (this) {
                if (running != null) {
                    finish(running);
                }
                running = phase;
                agent.execute(() -> {
                    try {
                        profiler.start(pid);
                    } catch (IllegalStateException e) {
                        failures.add(e.getMessage());
                    }
                });
            }
        }
    }

    @Override
    public void terminated(String phase) {
        synchronized (this) {
            if (phase.equals(running)) {
                finish(phase);
                running = null;
            }
        }
        next.terminated(phase);
    }

    private void finish(String phase) {
        Path stacks = file.apply(phase);
        agent.execute(() -> {
            try {
                profiler.stop(pid, stacks);
            } catch (IllegalStateException e) {
                failures.add(e.getMessage());
            }
        });
    }

    /** Why a phase went unprofiled, one line each, once every command sent has been carried out. */
    public List<String> failures() {
        agent.shutdown();
        try {
            if (!agent.awaitTermination(1, TimeUnit.MINUTES)) {
                failures.add("async-profiler in process " + pid + ": its commands did not finish within a minute");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures.add("interrupted while async-profiler's commands finished");
        }
        return List.copyOf(failures);
    }
}
