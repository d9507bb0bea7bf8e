package crudbench.loadgen.bench;

import crudbench.harness.ProcStats;
import crudbench.loadgen.hyperfoil.HyperfoilRun;
import crudbench.loadgen.results.PhaseSample;
import java.time.Duration;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Measures the system under test during each phase: the app's CPU time, resident memory and
 * threads, and PostgreSQL's CPU time (when its postmaster runs on this machine).
 */
public final class PhaseSampler implements HyperfoilRun.PhaseListener, AutoCloseable {

    private static final long PERIOD_MS = 250;

    private final long appPid;
    private final OptionalLong pgPid;
    private final HyperfoilRun.PhaseListener next;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "sampler");
        t.setDaemon(true);
        return t;
    });
    private final Map<String, Window> open = new ConcurrentHashMap<>();
    private final Map<String, PhaseSample> samples = new ConcurrentHashMap<>();

    public PhaseSampler(long appPid, OptionalLong pgPid, HyperfoilRun.PhaseListener next) {
        this.appPid = appPid;
        this.pgPid = pgPid;
        this.next = next;
    }

    public Map<String, PhaseSample> samples() {
        return Map.copyOf(samples);
    }

    @Override
    public void running(String phase) {
        Window w = new Window();
        w.appCpu = ProcStats.cpu(appPid, false);
        w.pgCpu = pgPid.isPresent() ? ProcStats.treeCpu(pgPid.getAsLong()) : null;
        w.task = timer.scheduleAtFixedRate(w::sample, 0, PERIOD_MS, TimeUnit.MILLISECONDS);
        open.put(phase, w);
        next.running(phase);
    }

    @Override
    public void terminated(String phase) {
        Window w = open.remove(phase);
        if (w != null) {
            w.task.cancel(false);
            w.sample();
            Duration appCpu = ProcStats.cpu(appPid, false);
            Duration pgCpu = pgPid.isPresent() ? ProcStats.treeCpu(pgPid.getAsLong()) : null;
            OptionalLong peak = ProcStats.peakRss(appPid);
            synchronized (w) {
                samples.put(
                        phase,
                        new PhaseSample(
                                millisBetween(w.appCpu, appCpu),
                                millisBetween(w.pgCpu, pgCpu),
                                w.rssSamples == 0 ? null : w.rssSum / w.rssSamples / 1e6,
                                w.rssSamples == 0 ? null : w.rssMax / 1e6,
                                peak.isPresent() ? peak.getAsLong() / 1e6 : null,
                                w.threadsMax < 0 ? null : w.threadsMax));
            }
        }
        next.terminated(phase);
    }

    private static Double millisBetween(Duration start, Duration end) {
        return start == null || end == null ? null : (double) end.minus(start).toMillis();
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }

    private final class Window {
        Duration appCpu;
        Duration pgCpu;
        ScheduledFuture<?> task;
        long rssSum;
        long rssSamples;
        long rssMax;
        long threadsMax = -1;

        synchronized void sample() {
            OptionalLong rss = ProcStats.rss(appPid);
            if (rss.isPresent()) {
                rssSum += rss.getAsLong();
                rssSamples++;
                rssMax = Math.max(rssMax, rss.getAsLong());
            }
            OptionalLong threads = ProcStats.threads(appPid);
            if (threads.isPresent()) {
                threadsMax = Math.max(threadsMax, threads.getAsLong());
            }
        }
    }
}
