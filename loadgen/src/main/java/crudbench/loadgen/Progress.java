package crudbench.loadgen;

import java.nio.file.Path;
import java.util.Map;

/**
 * What `just bench` is doing, on stderr: which variant, repeat, load and phase run, how much
 * is done, and an estimate of the time left (planned load time, scaled by the overhead seen
 * so far: startups, warm-up, resets).
 */
final class Progress implements HyperfoilRun.PhaseListener {

    private final BenchProfile profile;
    private final Map<LoadModel, BenchmarkPlan> plans;
    private final long plannedTotalSeconds;
    private long startNanos;
    private long doneSeconds;
    private String variant = "";
    private String run = "";
    private long runSeconds;
    private int runPhases;
    private int phase;

    Progress(BenchProfile profile, Map<LoadModel, BenchmarkPlan> plans, int variants) {
        this.profile = profile;
        this.plans = plans;
        this.plannedTotalSeconds = profile.plannedSecondsPerVariant(plans) * variants * profile.repeats();
    }

    void start(Path out) {
        startNanos = System.nanoTime();
        System.err.printf("==> bench, profile %s: %d repeat(s), closed users %s × %d s, open rates %s/s × %d s; "
                        + "at most %s of load; results in %s%n",
                profile.name(), profile.repeats(), profile.users(), profile.closedSeconds(), profile.rates(),
                profile.openSeconds(), duration(plannedTotalSeconds), out);
    }

    void variant(String id, int repeat) {
        variant = id + " r" + repeat;
        System.err.printf("%s %s: starting%n", status(), variant);
    }

    /** A load point begins: its file's phases, warm-up included. */
    void point(LoadPoint point) {
        BenchmarkPlan plan = plans.get(point.model());
        doneSeconds += runSeconds;
        run = point.id().warmup() ? "warm-up round " + point.id().warmupRound() : point.label();
        runSeconds = point.plannedSeconds(plan.scenarios().size());
        runPhases = plan.phases();
        phase = 0;
    }

    /** Warm-up rounds that were not needed count as done. */
    void warmupDone(int roundsSkipped) {
        doneSeconds += roundsSkipped * profile.warmupRound(1).plannedSeconds(plans.get(LoadModel.CLOSED).scenarios().size());
    }

    @Override
    public void running(String phaseName) {
        phase++;
        System.err.printf("%s %s · %s · %s (%d/%d)%n", status(), variant, run, phaseName, phase, runPhases);
    }

    private String status() {
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000_000L;
        long done = doneSeconds + (runPhases == 0 ? 0 : runSeconds * Math.max(0, phase - 1) / runPhases);
        double share = plannedTotalSeconds == 0 ? 1 : Math.min(1.0, (double) done / plannedTotalSeconds);
        String left = done == 0 ? "?" : "~" + duration((long) ((plannedTotalSeconds - done) * ((double) elapsed / done)));
        return String.format("[%3.0f%% %s elapsed, %s left]", share * 100, duration(elapsed), left);
    }

    static String duration(long seconds) {
        return seconds >= 3600 ? String.format("%dh%02dm", seconds / 3600, seconds % 3600 / 60)
                : seconds >= 60 ? String.format("%dm%02ds", seconds / 60, seconds % 60) : seconds + "s";
    }
}
