package crudbench.loadgen.bench;

import crudbench.loadgen.hyperfoil.HyperfoilRun;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.text.Numbers;
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
    private long plannedTotalSeconds;
    /** An epoch's load with every warm-up at its shortest: what no epoch can take less than; 0 for repeats. */
    private final long epochSecondsAtLeast;

    private final int epochs;
    private long startNanos;
    private long doneSeconds;
    private String variant = "";
    private String run = "";
    private long runSeconds;
    private int runPhases;
    private int phase;

    /**
     * @param interleaved each app warms up once an epoch, then every round of it measures it; else each repeat
     *                    warms it again
     * @param epochs      the epochs this sitting measures at least
     */
    Progress(BenchProfile profile, Map<LoadModel, BenchmarkPlan> plans, int variants, boolean interleaved, int epochs) {
        this.profile = profile;
        this.plans = plans;
        long warmup = profile.plannedWarmupSeconds(plans);
        long round = profile.plannedSecondsPerRound(plans);
        this.plannedTotalSeconds = interleaved
                ? (long) epochs * variants * (warmup + round * profile.rounds().planned())
                : (warmup + round) * variants * profile.rounds().planned();
        boolean fitted = epochs > 1 && profile.rounds().maxMinutes() > 0;
        this.epochSecondsAtLeast = interleaved
                ? (long) variants
                        * (warmup
                                + round
                                        * (fitted
                                                ? Math.min(
                                                        profile.rounds().planned(), BenchProfile.MIN_ROUNDS_PER_EPOCH)
                                                : profile.rounds().planned()))
                : 0;
        this.epochs = epochs;
    }

    void start(Path out, String design) {
        startNanos = System.nanoTime();
        System.err.printf(
                "==> bench, profile %s, %s: %s, closed users %s × %d s, open rates %s/s × %d s; "
                        + "about %s of load at least; results in %s%n",
                profile.name(),
                design,
                design.equals("interleaved")
                        ? profile.rounds().epochs() + " epoch(s) × "
                                + profile.rounds().planned() + " round(s)"
                        : profile.rounds().planned() + " repeat(s)",
                profile.closed().users(),
                profile.closed().seconds(),
                profile.open().rates(),
                profile.open().seconds(),
                Numbers.clock(plannedTotalSeconds),
                out);
        String fit = EpochPlanChoice.fit(
                epochSecondsAtLeast, epochs, profile.rounds().maxMinutes());
        if (!fit.isEmpty()) {
            System.err.println("==> " + fit);
        }
    }

    void variant(String id, int repeat) {
        variant = id + " r" + repeat;
        System.err.printf("%s %s: starting%n", status(), variant);
    }

    /** An epoch begins: every app starts afresh. */
    void epoch(int epoch) {
        System.err.printf("%s epoch %d: starting every app afresh%n", status(), epoch);
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

    /**
     * After a round or an epoch of a precision-driven run: how precise its main effects are so far, and what
     * varies at each level.
     */
    void precision(int done, String unit, Estimates estimates, double target) {
        double reached = estimates.precision();
        System.err.printf(
                "%s after %d %s: main effects within %s (target ±%.1f%%)%s%n",
                status(),
                done,
                unit,
                Double.isInfinite(reached) ? "no interval yet" : String.format("±%.1f%%", reached * 100),
                target * 100,
                levels(estimates.levels()));
    }

    /** "; spread between epochs ±3.1%, between rounds ±6.4%: 4 rounds per epoch would serve best". */
    static String levels(Estimates.Levels levels) {
        if (levels == null) {
            return "";
        }
        return String.format(
                "; spread between epochs ±%.1f%%, of a round ±%.1f%%: %s",
                levels.epochSd() * 100,
                levels.roundSd() * 100,
                levels.roundsPerEpoch() == null
                        ? "epochs add nothing rounds do not"
                        : levels.roundsPerEpoch() + " round(s) per epoch would narrow it most for the time");
    }

    /**
     * After an epoch: the plan taken for the epochs to come, what it predicts, and what the precision would take
     * where the time left cannot give it.
     */
    void plan(Estimates.EpochPlan chosen, java.util.Optional<Estimates.EpochPlan> cheapest, double secondsLeft) {
        System.err.printf(
                "%s %s%n",
                status(),
                EpochPlanChoice.of(
                        chosen, cheapest, secondsLeft, profile.rounds().precision()));
    }

    /** The run measures no more rounds, and why. */
    /**
     * The first epoch's rounds, fitted: {@code epochs} epochs of {@code wouldBe} rounds, each as long as the first,
     * would end after the limit, so it keeps {@code kept} and the later epochs start from that many.
     */
    void fitted(int epochs, int wouldBe, int kept, int maxMinutes) {
        System.err.printf(
                "%s epoch 1 keeps %d round(s): %d epochs of %d, each as long as this one with its app starts and"
                        + " warm-ups, would end after %d minutes%n",
                status(), kept, epochs, wouldBe, maxMinutes);
    }

    /**
     * The promised epochs do not fit even with the fewest rounds, said as soon as the first epoch's round tells:
     * {@code epochs} epochs of {@code rounds} rounds, each as long as the first ({@code epochSeconds}, its app starts
     * and warm-ups measured), after {@code beforeSeconds} of build and database start, against the limit.
     */
    void unfit(int epochs, int rounds, long epochSeconds, long beforeSeconds, int maxMinutes) {
        System.err.printf(
                "%s %s%n",
                status(), EpochPlanChoice.unfitText(epochs, rounds, epochSeconds, beforeSeconds, maxMinutes));
    }

    void stop(String why) {
        System.err.printf("%s no more rounds: %s%n", status(), why);
    }

    /** A load point begins: its file's phases, warm-up included. */
    void point(LoadPoint point) {
        BenchmarkPlan plan = plans.get(point.model());
        doneSeconds += runSeconds;
        run = point.id().warmup() ? "warm-up pass " + point.id().warmupRound() : point.label();
        runSeconds = point.plannedSeconds(plan.scenarios().size());
        runPhases = plan.phases();
        phase = 0;
    }

    /** The warm-up ended, settled or not; the plan grows by the load it took past its minimum. */
    void warmupDone(boolean settled, double seconds) {
        plannedTotalSeconds += Math.max(0, Math.round(seconds) - profile.plannedWarmupSeconds(plans));
        System.err.printf(
                "%s %s: %s after %.0f s of load%n", status(), variant, settled ? "settled" : "NOT settled", seconds);
    }

    @Override
    public void running(String phaseName) {
        phase++;
        System.err.printf("%s %s · %s · %s (%d/%d)%n", status(), variant, run, phaseName, phase, runPhases);
    }

    private String status() {
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000_000L;
        if (profile.rounds().precisionDriven() && profile.rounds().maxMinutes() > 0) {
            // The run goes on until the precision is reached: only the time limit is known ahead.
            return String.format(
                    "[%s elapsed of at most %s]",
                    Numbers.clock(elapsed), Numbers.clock(profile.rounds().maxMinutes() * 60L));
        }
        long done = doneSeconds + (runPhases == 0 ? 0 : runSeconds * Math.max(0, phase - 1) / runPhases);
        double share = plannedTotalSeconds == 0 ? 1 : Math.min(1.0, (double) done / plannedTotalSeconds);
        return String.format(
                "[%3.0f%% %s elapsed, %s left]",
                share * 100, Numbers.clock(elapsed), left(done, plannedTotalSeconds, elapsed));
    }

    /**
     * The time left: the planned load not yet done, scaled by the overhead seen so far. Unknown
     * before 5% of the plan is done (the apps' start would scale it to hours); past the plan (the
     * last round's slices ran longer than planned) it says so, never a negative time.
     */
    static String left(long doneSeconds, long plannedSeconds, long elapsedSeconds) {
        if (doneSeconds == 0 || doneSeconds * 20 < plannedSeconds) {
            return "?";
        }
        if (doneSeconds >= plannedSeconds) {
            return "past the plan, finishing";
        }
        return "~" + Numbers.clock((long) ((plannedSeconds - doneSeconds) * ((double) elapsedSeconds / doneSeconds)));
    }
}
