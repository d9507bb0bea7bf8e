package crudbench.loadgen.profile;

import crudbench.loadgen.hyperfoil.HyperfoilRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Profiles each measured phase of one load point: async-profiler started in the app when the phase runs, its
 * stacks and flame graph written when it ends. Placed after the phase's CPU window opens and before it closes
 * nothing: the sampler that measures the slice is the listener before this one, so that the agent's start is inside
 * the slice (what profiling costs a slice, measured) and its writing after it.
 */
public final class ProfiledPhases implements HyperfoilRun.PhaseListener {

    private final AsyncProfiler profiler;
    private final long pid;
    private final Set<String> phases;
    private final Function<String, Path> file;
    private final HyperfoilRun.PhaseListener next;
    private final List<String> failures = Collections.synchronizedList(new ArrayList<>());
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

    /**
     * Hyperfoil may start the next phase on its own thread while the one before is still being written out here
     * (its TERMINATED and the next one's RUNNING come within the same millisecond): the profile in progress is then
     * finished first, since the agent holds one profile at a time.
     */
    @Override
    public void running(String phase) {
        next.running(phase);
        if (phases.contains(phase)) {
            synchronized (this) {
                if (running != null) {
                    finish();
                }
                try {
                    profiler.start(pid);
                    running = phase;
                } catch (IllegalStateException e) {
                    failures.add(e.getMessage());
                }
            }
        }
    }

    @Override
    public void terminated(String phase) {
        synchronized (this) {
            if (phase.equals(running)) {
                finish();
            }
        }
        next.terminated(phase);
    }

    private void finish() {
        String phase = running;
        running = null;
        try {
            profiler.stop(pid, file.apply(phase));
        } catch (IllegalStateException e) {
            failures.add(e.getMessage());
        }
    }

    /** Why a phase went unprofiled, one line each. */
    public List<String> failures() {
        return List.copyOf(failures);
    }
}
