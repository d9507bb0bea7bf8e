package crudbench.harness.proc;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A process over a window, from /proc: its resident memory and threads, sampled at a fixed
 * period on a daemon thread of its own (a window that is never stopped cannot keep the JVM
 * alive), and the CPU it used between start and stop by the {@link CpuClock}, with
 * PostgreSQL's process tree beside it when asked. Sampling starts at once, so even a window
 * shorter than the period has a sample. Where /proc has nothing to say the values are null and
 * the samples few or none, not guessed.
 */
public final class ProcSampler implements AutoCloseable {

    /**
     * One reading.
     *
     * @param nanoTime {@link System#nanoTime()} when it was taken
     * @param rssBytes resident set size
     * @param threads  live threads
     */
    public record Sample(long nanoTime, long rssBytes, long threads) {}

    /**
     * What the window saw; every value null where it could not be read.
     *
     * @param cpuMs         CPU of the process between start and stop, in fractional ms ({@link CpuClock#cpu})
     * @param postgresCpuMs the same of PostgreSQL's process tree ({@link CpuClock#treeCpu}); null when not asked
     * @param rssMeanBytes  mean of the sampled resident sizes
     * @param rssMaxBytes   largest sampled resident size
     * @param peakRssBytes  the process's peak resident size since it started (VmHWM), read at the stop: catches a
     *                      peak between two samples, or before the window
     * @param threadsMax    most threads in a sample
     * @param samples       every sample, oldest first
     */
    public record Window(
            Double cpuMs,
            Double postgresCpuMs,
            Long rssMeanBytes,
            Long rssMaxBytes,
            Long peakRssBytes,
            Long threadsMax,
            List<Sample> samples) {}

    private final long pid;
    private final OptionalLong postgresPid;
    private final Duration cpuAtStart;
    private final Duration postgresCpuAtStart;
    private final List<Sample> samples = new ArrayList<>();
    private final ScheduledExecutorService timer;
    private Window stopped;

    private ProcSampler(long pid, OptionalLong postgresPid, Duration period) {
        this.pid = pid;
        this.postgresPid = postgresPid;
        this.cpuAtStart = CpuClock.system().cpu(pid);
        this.postgresCpuAtStart = postgresCpu();
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "proc-sampler-" + pid);
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(this::sample, 0, period.toNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * Reads the CPU of the process (and of PostgreSQL's tree, when its postmaster is given) and
     * starts sampling it every {@code period}.
     */
    public static ProcSampler start(long pid, OptionalLong postgresPid, Duration period) {
        if (period.isNegative() || period.isZero()) {
            throw new IllegalArgumentException("the sampling period must be positive, got " + period);
        }
        return new ProcSampler(pid, postgresPid, period);
    }

    /** The samples so far, oldest first. */
    public List<Sample> samples() {
        synchronized (samples) {
            return List.copyOf(samples);
        }
    }

    /**
     * Ends the window: stops sampling, takes a last sample, then reads the CPU, so the window's
     * end is as close as it can be to the caller's. Later calls return the same window.
     */
    public synchronized Window stop() {
        if (stopped != null) {
            return stopped;
        }
        close();
        sample();
        Double cpuMs = CpuClock.millisBetween(cpuAtStart, CpuClock.system().cpu(pid));
        Double postgresCpuMs = CpuClock.millisBetween(postgresCpuAtStart, postgresCpu());
        OptionalLong peak = ProcStats.peakRss(pid);
        List<Sample> all = samples();
        Long rssMax = all.isEmpty()
                ? null
                : all.stream().mapToLong(Sample::rssBytes).max().getAsLong();
        // The kernel raises VmHWM from counters each thread batches (a few dozen pages), so it can
        // trail an RSS sampled a moment before by that much: the peak is never below a sample.
        Long peakRss = peak.isPresent() ? Long.valueOf(Math.max(peak.getAsLong(), rssMax == null ? 0 : rssMax)) : null;
        stopped = new Window(
                cpuMs,
                postgresCpuMs,
                all.isEmpty() ? null : all.stream().mapToLong(Sample::rssBytes).sum() / all.size(),
                rssMax,
                peakRss,
                all.isEmpty()
                        ? null
                        : all.stream().mapToLong(Sample::threads).max().getAsLong(),
                all);
        return stopped;
    }

    /** Stops sampling, and waits for a sample under way, so that none comes after; the window's values are {@link #stop()}'s. */
    @Override
    public void close() {
        timer.shutdown();
        try {
            if (!timer.awaitTermination(5, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the /proc sampler of " + pid + " did not stop within 5 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while stopping the /proc sampler of " + pid, e);
        }
    }

    private void sample() {
        long at = System.nanoTime();
        OptionalLong rss = ProcStats.rss(pid);
        OptionalLong threads = ProcStats.threads(pid);
        if (rss.isPresent() && threads.isPresent()) {
            synchronized (samples) {
                samples.add(new Sample(at, rss.getAsLong(), threads.getAsLong()));
            }
        }
    }

    private Duration postgresCpu() {
        return postgresPid.isPresent() ? CpuClock.system().treeCpu(postgresPid.getAsLong()) : null;
    }
}
