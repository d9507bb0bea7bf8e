package crudbench.loadgen.bench;

import crudbench.harness.db.PgHousekeeping;
import crudbench.harness.noise.SliceNoise;
import crudbench.loadgen.hyperfoil.AllJson;
import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.hyperfoil.RunChecks;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.profile.ProfiledPhases;
import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.PhaseSample;
import crudbench.loadgen.results.RunInfo;
import crudbench.loadgen.results.ScenarioRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Measures one load point on a running variant: the seed data restored, the benchmark file run
 * at that load while the app's and PostgreSQL's resources are sampled, the run checked (its own
 * counts and PostgreSQL's statement counts), its raw all.json kept, one row per scenario.
 */
final class PointMeasurement implements AutoCloseable {

    /** @param otherStatements SQL that PostgreSQL received besides the suite's statements */
    record MeasuredPoint(List<ScenarioRow> rows, List<Flag> flags, List<String> otherStatements) {}

    private final BenchContext setup;
    private final Progress progress;
    private PgHousekeeping housekeeping;
    private boolean housekeepingTried;

    PointMeasurement(BenchContext setup, Progress progress) {
        this.setup = setup;
        this.progress = progress;
    }

    MeasuredPoint measure(RunningApp session, LoadPoint point) throws IOException {
        return measure(session, session.repeat(), point, List.of());
    }

    /**
     * One load point as the given repeat (the round, in an interleaved run), with a noise window on every phase.
     *
     * @param otherApps the apps that wait meanwhile
     */
    MeasuredPoint measure(RunningApp session, int repeat, LoadPoint point, List<Long> otherApps) throws IOException {
        setup.postgres().reset(setup.seedUsers());
        progress.point(point);
        OptionalLong pg = setup.postgres().isEmbedded() ? setup.postgres().embeddedPid() : OptionalLong.empty();
        RunResult run;
        Map<String, PhaseSample> samples;
        // Through a relay the backends' clients are the relay's sockets, not the app's: no port tells them apart.
        int dbPort = setup.path().relayPid().isPresent()
                ? -1
                : setup.postgres().config().port();
        SliceNoise.Scope noise = SliceNoise.Scope.of(session.app().pid(), otherApps, pg, dbPort, housekeeping());
        ProfiledPhases profiled = profiled(session, repeat, point);
        try (PhaseSampler sampler =
                new PhaseSampler(session.app().pid(), pg, profiled == null ? progress : profiled, noise)) {
            run = setup.run(session, point, sampler);
            samples = sampler.samples();
        }
        List<Flag> runFlags = new ArrayList<>(RunChecks.check(run));
        if (profiled != null) {
            profiled.failures().forEach(why -> runFlags.add(Flag.of(null, null, Flag.Kind.PROFILER, why)));
        }
        Map<String, Long> calls = setup.postgres().statementCalls();
        VariantStatements statements = setup.statements(session.variant());
        runFlags.addAll(DbCounts.check(run, setup.plan(point.model()).operations(), calls, statements));
        List<String> other = DbCounts.otherStatements(calls, statements);
        if (!other.isEmpty()) {
            runFlags.add(Flag.of(
                    null,
                    null,
                    Flag.Kind.OTHER_SQL,
                    "PostgreSQL ran statements other than the variant's own while this load ran: "
                            + String.join(
                                    "; ",
                                    other.stream()
                                            .map(q -> q.replaceAll("\\s+", " "))
                                            .toList())));
        }
        String id = session.id();
        AllJson.write(
                setup.results().raw(session.session().fileName(), repeat, point.id()),
                id,
                run,
                runFlags,
                RunInfo.of(id, repeat, point.id()).withMeasurements(samples, calls));
        List<ScenarioRow> rows = new ArrayList<>();
        for (PhaseResult phase : run.phases()) {
            if (!phase.warmup()) {
                rows.add(ScenarioRows.of(
                        id,
                        session.epoch(),
                        repeat,
                        point.model(),
                        point.load(),
                        phase,
                        samples.get(phase.name()),
                        runFlags));
            }
        }
        List<Flag> placed =
                runFlags.stream().map(f -> session.place(f, repeat, point.id())).toList();
        return new MeasuredPoint(rows, placed, other);
    }

    /**
     * With a profiler, the listener that samples each measured scenario of a closed-model point (the slices a
     * layer's CPU per request is read from); null otherwise.
     */
    private ProfiledPhases profiled(RunningApp session, int repeat, LoadPoint point) {
        if (setup.profiler() == null
                || point.model() != LoadModel.CLOSED
                || point.id().warmup()) {
            return null;
        }
        return new ProfiledPhases(
                setup.profiler(),
                session.app().pid(),
                Set.copyOf(setup.plan(point.model()).scenarios()),
                scenario -> RunProfiles.file(
                        setup.results().root(),
                        session.session().fileName(),
                        repeat,
                        point.id().fileName(),
                        scenario),
                progress);
    }

    /** The server's housekeeping statistics over one connection for the run; null where they cannot be read. */
    private PgHousekeeping housekeeping() {
        if (!housekeepingTried && setup.postgres().isEmbedded()) {
            housekeepingTried = true;
            housekeeping = PgHousekeeping.open(setup.postgres());
        }
        return housekeeping;
    }

    @Override
    public void close() {
        if (housekeeping != null) {
            housekeeping.close();
        }
    }
}
