package crudbench.loadgen.bench;

import crudbench.harness.ProcSampler;
import crudbench.loadgen.hyperfoil.HyperfoilRun;
import crudbench.loadgen.results.PhaseSample;
import java.time.Duration;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Measures the system under test during each phase: the app's CPU time, resident memory and
 * threads, and PostgreSQL's CPU time (when its postmaster runs on this machine), each phase in
 * a {@link ProcSampler} window of its own.
 */
public final class PhaseSampler implements HyperfoilRun.PhaseListener, AutoCloseable {

    private static final Duration PERIOD = Duration.ofMillis(250);

    private final long appPid;
    private final OptionalLong pgPid;
    private final HyperfoilRun.PhaseListener next;
    private final Map<String, ProcSampler> open = new ConcurrentHashMap<>();
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
        open.put(phase, ProcSampler.start(appPid, pgPid, PERIOD));
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
        next.terminated(phase);
    }

    private static Double megabytes(Long bytes) {
        return bytes == null ? null : bytes / 1e6;
    }

    /** Ends the windows of phases that never terminated (a run that failed): their samplers stop. */
    @Override
    public void close() {
        open.values().forEach(ProcSampler::close);
    }
}
