package crudbench.loadgen.bench;

import crudbench.harness.noise.SliceNoise;
import crudbench.harness.proc.ProcSampler;
import crudbench.loadgen.hyperfoil.HyperfoilRun;
import crudbench.loadgen.results.NoiseSample;
import crudbench.loadgen.results.PhaseSample;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Measures the system under test during each phase: the app's CPU time, resident memory and
 * threads, and PostgreSQL's CPU time (when its postmaster runs on this machine), each phase in
 * a {@link ProcSampler} window of its own; and, for a measured slice, what else ran meanwhile (a
 * {@link SliceNoise} window), read on a thread of its own so that the load generator's phase
 * changes never wait for it.
 */
public final class PhaseSampler implements HyperfoilRun.PhaseListener, AutoCloseable {

    private static final Duration PERIOD = Duration.ofMillis(250);

    private final long appPid;
    private final OptionalLong pgPid;
    private final HyperfoilRun.PhaseListener next;
    private final SliceNoise.Scope noise;
    private final ExecutorService noiseReader;
    private final Map<String, ProcSampler> open = new ConcurrentHashMap<>();
    private final Map<String, PhaseSample> samples = new ConcurrentHashMap<>();
    private final Map<String, Future<SliceNoise>> noiseOpen = new ConcurrentHashMap<>();
    private final Map<String, Future<NoiseSample>> noiseDone = new ConcurrentHashMap<>();
    private final Map<String, Long> probeNanos = new ConcurrentHashMap<>();

    public PhaseSampler(long appPid, OptionalLong pgPid, HyperfoilRun.PhaseListener next) {
        this(appPid, pgPid, next, null);
    }

    /** @param noise the processes a noise window reads, or null for none (a warm-up pass, a cross-check) */
    public PhaseSampler(long appPid, OptionalLong pgPid, HyperfoilRun.PhaseListener next, SliceNoise.Scope noise) {
        this.appPid = appPid;
        this.pgPid = pgPid;
        this.next = next;
        this.noise = noise;
        this.noiseReader = noise == null
                ? null
                : Executors.newSingleThreadExecutor(r -> {
                    Thread t = new Thread(r, "noise-reader-" + appPid);
                    t.setDaemon(true);
                    return t;
                });
    }

    /** Each phase's sample, with its noise window where one was read. */
    public Map<String, PhaseSample> samples() {
        Map<String, PhaseSample> all = new LinkedHashMap<>(samples);
        noiseDone.forEach((phase, reading) -> {
            NoiseSample n = get(reading);
            PhaseSample s = all.get(phase);
            if (n != null && s != null) {
                all.put(phase, s.withNoise(n));
            }
        });
        return Map.copyOf(all);
    }

    @Override
    public void running(String phase) {
        open.put(phase, ProcSampler.start(appPid, pgPid, PERIOD));
        if (noise != null) {
            noiseOpen.put(phase, noiseReader.submit(() -> timed(phase, () -> SliceNoise.start(noise))));
        }
        next.running(phase);
    }

    @Override
    public void terminated(String phase) {
        ProcSampler sampler = open.remove(phase);
        if (sampler != null) {
            ProcSampler.Window w = sampler.stop();
            samples.put(
                    phase,
                    new PhaseSample(
                            w.cpuMs(),
                            w.postgresCpuMs(),
                            megabytes(w.rssMeanBytes()),
                            megabytes(w.rssMaxBytes()),
                            megabytes(w.peakRssBytes()),
                            w.threadsMax()));
        }
        Future<SliceNoise> window = noiseOpen.remove(phase);
        if (window != null) {
            noiseDone.put(phase, noiseReader.submit(() -> {
                SliceNoise started = window.get();
                SliceNoise.Reading r = timed(phase, started::stop);
                return sample(r, probeNanos.getOrDefault(phase, 0L) / 1e6);
            }));
        }
        next.terminated(phase);
    }

    private <T> T timed(String phase, java.util.concurrent.Callable<T> read) throws Exception {
        long t0 = System.nanoTime();
        T value = read.call();
        probeNanos.merge(phase, System.nanoTime() - t0, Long::sum);
        return value;
    }

    static NoiseSample sample(SliceNoise.Reading r, double probeMs) {
        Map<String, NoiseSample.ThreadUse> groups = null;
        if (r.threadGroups() != null) {
            Map<String, NoiseSample.ThreadUse> read = new LinkedHashMap<>();
            r.threadGroups()
                    .forEach((g, u) -> read.put(g, new NoiseSample.ThreadUse(u.cpuMs(), u.waitMs(), u.switches())));
            groups = read;
        }
        NoiseSample.Housekeeping db = r.before() == null || r.after() == null
                ? null
                : new NoiseSample.Housekeeping(
                        r.after().checkpoints() - r.before().checkpoints(),
                        r.after().autovacuums() - r.before().autovacuums(),
                        r.after().autoanalyzes() - r.before().autoanalyzes(),
                        Math.max(r.before().autovacuumWorkers(), r.after().autovacuumWorkers()),
                        r.after().liveTuples(),
                        r.after().deadTuples(),
                        r.after().tablePages());
        return new NoiseSample(
                r.startedAtMs(),
                r.windowMs(),
                new NoiseSample.Machine(r.machineBusyMs(), r.stealMs(), r.otherAppsCpuMs()),
                new NoiseSample.PostgresCpu(r.pgLoadedCpuMs(), r.pgOtherClientsCpuMs(), r.pgServerCpuMs()),
                groups,
                new NoiseSample.AppEvents(r.threadsStarted(), r.minorFaults(), r.majorFaults()),
                db,
                probeMs);
    }

    private static NoiseSample get(Future<NoiseSample> reading) {
        try {
            return reading.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException e) {
            System.err.println("==> a noise window could not be read: " + e.getCause());
            return null;
        }
    }

    private static Double megabytes(Long bytes) {
        return bytes == null ? null : bytes / 1e6;
    }

    /** Ends the windows of phases that never terminated (a run that failed): their samplers stop. */
    @Override
    public void close() {
        open.values().forEach(ProcSampler::close);
        if (noiseReader != null) {
            noiseReader.shutdown();
        }
    }
}
