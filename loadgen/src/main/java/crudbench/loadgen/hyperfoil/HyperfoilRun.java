package crudbench.loadgen.hyperfoil;

import crudbench.harness.proc.CpuClock;
import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.Phase;
import io.hyperfoil.api.session.PhaseInstance;
import io.hyperfoil.core.impl.LocalSimulationRunner;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Runs one Hyperfoil benchmark in this JVM, as Hyperfoil's own Maven plugin does, and keeps
 * what the CLI's {@code stats} would show. The embedded runner only logs trouble (exhausted
 * sessions, failed phases); this class records it so that {@link RunChecks} can flag it.
 */
public final class HyperfoilRun {

    /** The percentiles Hyperfoil's controller reports. */
    public static final double[] PERCENTILES = {0.5, 0.9, 0.99, 0.999, 0.9999};

    /** Phase boundaries, for whoever measures the system under test per phase. */
    public interface PhaseListener {
        PhaseListener NONE = new PhaseListener() {};

        default void running(String phase) {}

        default void terminated(String phase) {}
    }

    private HyperfoilRun() {}

    /** Runs the benchmark to its end. Failures of the system under test are recorded, not thrown. */
    public static RunResult run(Benchmark benchmark, PhaseListener listener) {
        // This JVM in a cgroup of its own (once), so that its CPU per phase counts exited threads too.
        CpuClock.system().track(ProcessHandle.current().pid(), "loadgen");
        RunResult result = new RunResult(benchmark.name(), benchmark.params());
        for (Phase phase : benchmark.phasesById()) {
            result.addPhase(new PhaseResult(phase.name(), phase.isWarmup, phase.duration(), modelName(phase)));
        }
        Runner runner = new Runner(benchmark, result, listener);
        result.startMs = System.currentTimeMillis();
        try {
            runner.run();
        } catch (RuntimeException e) {
            // LocalSimulationRunner rethrows the first phase error after the run.
            result.error = String.valueOf(e.getCause() != null ? e.getCause().getMessage() : e.getMessage());
        } finally {
            result.endMs = System.currentTimeMillis();
        }
        return result;
    }

    private static String modelName(Phase phase) {
        String simple = phase.model.getClass().getSimpleName();
        return simple.isEmpty() ? "unknown" : Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
    }

    /** This JVM's CPU by the {@link CpuClock}: the load generator's own cost of a phase. */
    static Duration processCpu() {
        return CpuClock.system().cpu(ProcessHandle.current().pid());
    }

    private static final class Runner extends LocalSimulationRunner {
        private final RunResult result;
        private final PhaseListener listener;
        private final Map<String, Duration> cpuAtStart = new ConcurrentHashMap<>();

        Runner(Benchmark benchmark, RunResult result, PhaseListener listener) {
            super(
                    benchmark,
                    (phase, stepId, metric, snapshot, countDown) ->
                            result.phase(phase.name()).metric(metric).add(snapshot),
                    (phase, min, max) -> {
                        PhaseResult p = result.phase(phase);
                        if (p != null) {
                            p.minSessions = p.minSessions < 0 ? min : Math.min(p.minSessions, min);
                            p.maxSessions = Math.max(p.maxSessions, max);
                        }
                    },
                    null);
            this.result = result;
            this.listener = listener;
        }

        @Override
        protected CompletableFuture<Void> phaseChanged(
                Phase phase, PhaseInstance.Status status, boolean sessionLimitExceeded, Throwable error) {
            PhaseResult p = result.phase(phase.name());
            long now = System.currentTimeMillis();
            if (sessionLimitExceeded) {
                p.sessionLimitExceeded = true;
            }
            if (error != null && p.error == null) {
                p.error = String.valueOf(error.getMessage());
            }
            switch (status) {
                case RUNNING -> {
                    p.runningMs = now;
                    Duration cpu = processCpu();
                    if (cpu != null) {
                        cpuAtStart.put(phase.name(), cpu);
                    }
                    listener.running(phase.name());
                }
                case TERMINATED -> {
                    p.terminatedMs = now;
                    Duration start = cpuAtStart.get(phase.name());
                    Duration end = processCpu();
                    if (start != null && end != null) {
                        p.loadgenCpu = end.minus(start);
                    }
                    listener.terminated(phase.name());
                }
                default -> {}
            }
            return super.phaseChanged(phase, status, sessionLimitExceeded, error);
        }
    }
}
