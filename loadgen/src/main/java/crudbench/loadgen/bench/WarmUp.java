package crudbench.loadgen.bench;

import crudbench.harness.proc.ThreadGroups;
import crudbench.loadgen.hyperfoil.AllJson;
import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.hyperfoil.RunChecks;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.PhaseSample;
import crudbench.loadgen.results.RunInfo;
import crudbench.loadgen.results.Warmup;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The warm-up of an app in its epoch: passes of every closed-model scenario at the warm-up
 * concurrency, until the last passes agree ({@link SteadyState}) or the profile's longest wait is
 * spent; then it is measured anyway, and flagged. Each pass's raw statistics are kept, and its
 * flags count like those of a measured point.
 */
final class WarmUp {

    /** @param warmup each pass, and whether it settled */
    record WarmUpResult(Warmup warmup, List<Flag> flags) {}

    private final BenchContext setup;
    private final Progress progress;

    WarmUp(BenchContext setup, Progress progress) {
        this.setup = setup;
        this.progress = progress;
    }

    WarmUpResult run(RunningApp session) throws IOException {
        BenchProfile.WarmupRule rule = setup.profile().warmup();
        List<Warmup.Window> windows = new ArrayList<>();
        List<Flag> flags = new ArrayList<>();
        double load = 0;
        boolean settled = false;
        OptionalLong pg = setup.postgres().isEmbedded() ? setup.postgres().embeddedPid() : OptionalLong.empty();
        ThreadGroups threads = ThreadGroups.system();
        long pid = session.app().pid();
        for (int pass = 1; !settled && load < rule.maxSeconds(); pass++) {
            double jitBefore = JitRest.jitMs(threads, pid);
            LoadPoint point = setup.profile().warmupRound(pass);
            progress.point(point);
            RunResult run;
            Map<String, PhaseSample> samples;
            try (PhaseSampler sampler = new PhaseSampler(session.app().pid(), pg, progress)) {
                run = setup.run(session, point, sampler);
                samples = sampler.samples();
            }
            List<Flag> runFlags = RunChecks.check(run);
            String id = session.id();
            AllJson.write(
                    setup.results().warmupRaw(session.session().fileName(), session.epoch(), point.id()),
                    id,
                    run,
                    runFlags,
                    RunInfo.of(id, session.repeat(), point.id()));
            runFlags.forEach(f -> flags.add(session.place(f, point.id())));
            double jit = JitRest.jitMs(threads, pid) - jitBefore;
            Warmup.Window window = window(run, samples).withJit(jit, null);
            load += window.seconds();
            settled = SteadyState.settled(append(windows, window), rule);
            double rested =
                    settled || load >= rule.maxSeconds() ? 0 : JitRest.rest(threads, pid, rule.maxRestSeconds());
            windows.add(window.withJit(jit, rule.maxRestSeconds() > 0 ? rested : null));
        }
        progress.warmupDone(settled, load);
        if (!settled) {
            flags.add(Flag.ofVariant(
                    session.id(),
                    session.repeat(),
                    Flag.Kind.NOT_SETTLED,
                    String.format(
                            Locale.ROOT,
                            "%1$d passes, %2$.0f s of load: the median of the last %3$d was not within %4$.0f%% of the %3$d before",
                            windows.size(),
                            load,
                            rule.windows(),
                            rule.tolerance() * 100)));
        }
        return new WarmUpResult(new Warmup(windows, settled, load), flags);
    }

    private static List<Warmup.Window> append(List<Warmup.Window> windows, Warmup.Window window) {
        List<Warmup.Window> all = new ArrayList<>(windows);
        all.add(window);
        return all;
    }

    /** A pass as the rule reads it: its scenarios' throughput together, and the app's CPU per response over them. */
    static Warmup.Window window(RunResult run, Map<String, PhaseSample> samples) {
        long responses = 0;
        long windowMs = 0;
        double cpuMs = 0;
        boolean cpuRead = true;
        for (PhaseResult phase : run.phases()) {
            if (!phase.warmup()) {
                responses += phase.metrics().stream()
                        .mapToLong(m -> m.total().responseCount)
                        .sum();
                windowMs += phase.windowMs();
                PhaseSample sample = samples.get(phase.name());
                if (sample == null || sample.appCpuMs() == null) {
                    cpuRead = false;
                } else {
                    cpuMs += sample.appCpuMs();
                }
            }
        }
        return new Warmup.Window(
                windowMs / 1000.0,
                windowMs == 0 ? 0 : responses * 1000.0 / windowMs,
                cpuRead && responses > 0 ? cpuMs / responses : null);
    }
}
