package crudbench.loadgen.bench;

import crudbench.loadgen.hyperfoil.AllJson;
import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.hyperfoil.RunChecks;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.RunInfo;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The warm-up of a variant: rounds of every closed-model scenario at the warm-up concurrency,
 * until a round's throughput is within the profile's tolerance of the round before (at least
 * its minimum rounds, at most its maximum). Each round's raw statistics are kept, and its
 * flags count like those of a measured point.
 */
final class WarmUp {

    /** @param throughputs each round's, in order: the last is where it settled, or the maximum rounds ran */
    record WarmUpResult(List<Double> throughputs, List<Flag> flags) {}

    private final BenchContext setup;
    private final Progress progress;

    WarmUp(BenchContext setup, Progress progress) {
        this.setup = setup;
        this.progress = progress;
    }

    WarmUpResult run(RunningApp session) throws IOException {
        BenchProfile profile = setup.profile();
        List<Double> throughputs = new ArrayList<>();
        List<Flag> flags = new ArrayList<>();
        for (int round = 1; round <= profile.warmup().maxRounds(); round++) {
            LoadPoint point = profile.warmupRound(round);
            progress.point(point);
            RunResult run = setup.run(session, point, progress);
            List<Flag> runFlags = RunChecks.check(run);
            String id = session.id();
            AllJson.write(
                    setup.results().raw(session.session().fileName(), session.repeat(), point.id()),
                    id,
                    run,
                    runFlags,
                    RunInfo.of(id, session.repeat(), point.id()));
            runFlags.forEach(f -> flags.add(session.place(f, point.id())));
            throughputs.add(throughput(run));
            if (settled(
                    throughputs, profile.warmup().minRounds(), profile.warmup().tolerance())) {
                break;
            }
        }
        progress.warmupDone(profile.warmup().maxRounds() - throughputs.size());
        return new WarmUpResult(throughputs, flags);
    }

    /** Responses per second over the scenario phases together (the run's own warm-up phase aside). */
    static double throughput(RunResult run) {
        long responses = 0;
        long window = 0;
        for (PhaseResult phase : run.phases()) {
            if (!phase.warmup()) {
                responses += phase.metrics().stream()
                        .mapToLong(m -> m.total().responseCount)
                        .sum();
                window += phase.windowMs();
            }
        }
        return window == 0 ? 0 : responses * 1000.0 / window;
    }

    /** At least {@code minRounds}, and the last round within {@code tolerance} (a share) of the one before. */
    static boolean settled(List<Double> throughputs, int minRounds, double tolerance) {
        int n = throughputs.size();
        if (n < Math.max(2, minRounds)) {
            return false;
        }
        double last = throughputs.get(n - 1);
        double before = throughputs.get(n - 2);
        return Math.abs(last - before) <= tolerance * before;
    }
}
