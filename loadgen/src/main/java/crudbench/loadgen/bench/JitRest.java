package crudbench.loadgen.bench;

import crudbench.harness.proc.ThreadGroups;
import java.util.Map;

/**
 * The JIT's part in a warm-up. On 2 cores a loaded app's compiler threads compete with its own request threads for
 * the CPU, and with dozens of busy request threads the compilers get a small share of it: what a pass queued for
 * compiling waits, and the app creeps up pass after pass ("When the JIT can't keep up", the Quarkus team, 2026;
 * spring-quarkus-perf-comparison's PR #681 rests between warm-up cycles for this reason). So after each pass the app
 * may rest, unloaded, while its compiler threads are still busy: until they used less than {@link #QUIET} of a core
 * over a poll, or the rule's longest rest is spent. The rest is not load, and the rule counts only load.
 */
final class JitRest {

    /** How often the compiler threads' CPU is read while the app rests. */
    static final long POLL_MS = 200;

    /** Compiler threads using less than this share of one core over a poll are done with what the pass queued. */
    static final double QUIET = 0.05;

    private JitRest() {}

    /** The compiler threads' CPU so far, in ms: C1's and C2's together; 0 where they cannot be read. */
    static double jitMs(ThreadGroups reader, long pid) {
        Map<Long, ThreadGroups.Thread> threads = reader.threads(pid);
        return threads.values().stream()
                .filter(t -> ThreadGroups.group(t.name()).equals("jit"))
                .mapToDouble(t -> t.cpuNs() / 1e6)
                .sum();
    }

    /**
     * Rests while the app's compiler threads are busy, at most {@code maxSeconds}; returns the seconds it rested.
     * A compiler thread that ended within a poll makes the JIT look quieter than it was, never busier.
     */
    static double rest(ThreadGroups reader, long pid, int maxSeconds) {
        if (maxSeconds <= 0) {
            return 0;
        }
        long start = System.nanoTime();
        long limit = start + maxSeconds * 1_000_000_000L;
        double before = jitMs(reader, pid);
        try {
            while (System.nanoTime() < limit) {
                Thread.sleep(POLL_MS);
                double now = jitMs(reader, pid);
                if (now - before < QUIET * POLL_MS) {
                    break;
                }
                before = now;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return (System.nanoTime() - start) / 1e9;
    }
}
