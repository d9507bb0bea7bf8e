package crudbench.loadgen.bench;

import crudbench.loadgen.hyperfoil.HyperfoilRun;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.LoadPoint;
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

    /** @param interleaved each app warms up once, then every round measures it; else each repeat warms it again */
    Progress(BenchProfile profile, Map<LoadModel, BenchmarkPlan> plans, int variants, boolean interleaved) {
        this.profile = profile;
        this.plans = plans;
        long warmup = profile.plannedWarmupSeconds(plans);
        long points = profile.plannedSecondsPerVariant(plans) - warmup;
        this.plannedTotalSeconds = interleaved
                ? variants * (warmup + points * profile.rounds().planned())
                : (warmup + points) * variants * profile.rounds().planned();
    }

    void start(Path out, String design) {
        startNanos = System.nanoTime();
        System.err.printf(
                "==> bench, profile %s, %s: %d %s, closed users %s × %d s, open rates %s/s × %d s; "
                        + "at most %s of load; results in %s%n",
                profile.name(),
                design,
                profile.rounds().planned(),
                design.equals("interleaved") ? "round(s)" : "repeat(s)",
                profile.closed().users(),
                profile.closed().seconds(),
                profile.open().rates(),
                profile.open().seconds(),
                duration(plannedTotalSeconds),
                out);
    }

    void variant(String id, int repeat) {
        variant = id + " r" + repeat;
        System.err.printf("%s %s: starting%n", status(), variant);
    }

    void warmup(String id) {
        variant = id;
        System.err.printf("%s %s: warming up%n", status(), variant);
    }

    /** One app's slice of a round of an interleaved run begins. */
    void slice(String id, int round) {
        variant = id + " round " + round;
    }

    void ceiling(int round) {
        System.err.printf("%s round %d: the database's ceiling (pgbench)%n", status(), round);
    }

    /** After a round of a precision-driven run: how precise its main effects are so far. */
    void precision(int rounds, double reached, double target) {
        System.err.printf(
                "%s after %d round(s): main effects within %s (target ±%.1f%%)%n",
                status(),
                rounds,
                Double.isInfinite(reached) ? "no interval yet" : String.format("±%.1f%%", reached * 100),
                target * 100);
    }

    /** The run measures no more rounds, and why. */
    void stop(String why) {
        System.err.printf("%s no more rounds: %s%n", status(), why);
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
        doneSeconds += roundsSkipped
                * profile.warmupRound(1)
                        .plannedSeconds(plans.get(LoadModel.CLOSED).scenarios().size());
    }

    @Override
    public void running(String phaseName) {
        phase++;
        System.err.printf("%s %s · %s · %s (%d/%d)%n", status(), variant, run, phaseName, phase, runPhases);
    }

    private String status() {
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000_000L;
        if (profile.rounds().precisionDriven() && profile.rounds().maxMinutes() > 0) {
            // The rounds go on until the precision is reached: only the time limit is known ahead.
            return String.format(
                    "[%s elapsed of at most %s]",
                    duration(elapsed), duration(profile.rounds().maxMinutes() * 60L));
        }
        long done = doneSeconds + (runPhases == 0 ? 0 : runSeconds * Math.max(0, phase - 1) / runPhases);
        double share = plannedTotalSeconds == 0 ? 1 : Math.min(1.0, (double) done / plannedTotalSeconds);
        String left =
                done == 0 ? "?" : "~" + duration((long) ((plannedTotalSeconds - done) * ((double) elapsed / done)));
        return String.format("[%3.0f%% %s elapsed, %s left]", share * 100, duration(elapsed), left);
    }

    static String duration(long seconds) {
        return seconds >= 3600
                ? String.format("%dh%02dm", seconds / 3600, seconds % 3600 / 60)
                : seconds >= 60 ? String.format("%dm%02ds", seconds / 60, seconds % 60) : seconds + "s";
    }
}
