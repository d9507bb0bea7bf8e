package crudbench.harness.proc;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A speed index of the machine: a fixed, CPU-bound piece of work timed by the CPU time of the
 * thread that does it, so that a run can say how fast this machine (and its neighbours' share
 * of it) was, and runs on two machines or at two moments can be set side by side.
 *
 * <p>The work hashes a fixed 1 MiB buffer again and again (FNV-1a's multiply-and-xor over 64
 * bits, one int at a time): each step waits on the one before, so the JIT can neither drop nor
 * vectorise it, and the buffer stays in cache, so it measures the core more than memory. It runs
 * on a fresh platform thread: a quarter of the work first, unrecorded, so that the JIT has
 * compiled it, then the passes timed by {@link ThreadMXBean#getCurrentThreadCpuTime()} (ns) and
 * by the wall clock. Wall time beyond the CPU time is time the thread waited for a core.
 */
public final class SpeedProbe {

    /** Passes over the buffer in {@link #measure()}: about 150 ms of CPU on the development machine. */
    public static final int PASSES = 500;

    private static final int INTS = 1 << 18;
    private static final String WORK = "FNV-1a over a 1 MiB buffer";

    /**
     * One measurement.
     *
     * @param work     what was done, for the results file
     * @param passes   how many times the buffer was hashed
     * @param cpuMs    CPU time of the thread that did it; NaN where the JVM cannot measure a thread's CPU
     * @param wallMs   wall-clock time it took
     * @param checksum the hash, the same for the same passes on every machine (proof the work was done)
     */
    public record Result(String work, int passes, double cpuMs, double wallMs, long checksum) {

        /** CPU milliseconds per pass over the buffer: the index, lower on a faster machine. */
        public double cpuMsPerPass() {
            return cpuMs / passes;
        }
    }

    private SpeedProbe() {}

    /** The standard probe: {@link #PASSES} passes. */
    public static Result measure() {
        return measure(PASSES);
    }

    /** {@code passes} passes over the buffer, after an unrecorded quarter as many to warm the JIT. */
    public static Result measure(int passes) {
        if (passes <= 0) {
            throw new IllegalArgumentException("passes must be positive, got " + passes);
        }
        int[] buffer = buffer();
        AtomicReference<Result> result = new AtomicReference<>();
        Thread thread = Thread.ofPlatform().name("speed-probe").start(() -> {
            hash(buffer, Math.max(1, passes / 4));
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            long wallStart = System.nanoTime();
            long cpuStart = threads.getCurrentThreadCpuTime();
            long checksum = hash(buffer, passes);
            long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
            long wall = System.nanoTime() - wallStart;
            double cpuMs = threads.isCurrentThreadCpuTimeSupported() ? cpu / 1e6 : Double.NaN;
            result.set(new Result(WORK, passes, cpuMs, wall / 1e6, checksum));
        });
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the speed probe ran", e);
        }
        if (result.get() == null) {
            throw new IllegalStateException("the speed probe's thread ended without a result");
        }
        return result.get();
    }

    /** The same bytes on every machine: a xorshift sequence from a fixed seed. */
    private static int[] buffer() {
        int[] buffer = new int[INTS];
        int x = 0x2545F491;
        for (int i = 0; i < INTS; i++) {
            x ^= x << 13;
            x ^= x >>> 17;
            x ^= x << 5;
            buffer[i] = x;
        }
        return buffer;
    }

    static long hash(int[] buffer, int passes) {
        long h = 0xCBF29CE484222325L;
        for (int p = 0; p < passes; p++) {
            h = pass(buffer, h);
        }
        return h;
    }

    /** One pass, a method of its own so that the JIT compiles it whole rather than only on stack replacement. */
    private static long pass(int[] buffer, long h) {
        for (int v : buffer) {
            h = (h ^ v) * 0x100000001B3L;
        }
        return h;
    }
}
