package crudbench.loadgen;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * Measures one load point on a running variant: the seed data restored, the benchmark file run
 * at that load while the app's and PostgreSQL's resources are sampled, the run checked (its own
 * counts and PostgreSQL's statement counts), its raw all.json kept, one row per scenario.
 */
final class PointMeasurement {

    /** @param otherStatements SQL that PostgreSQL received besides the suite's statements */
    record Outcome(List<ScenarioRow> rows, List<Flag> flags, List<String> otherStatements) {}

    private final BenchSetup setup;
    private final Progress progress;

    PointMeasurement(BenchSetup setup, Progress progress) {
        this.setup = setup;
        this.progress = progress;
    }

    Outcome measure(VariantSession session, LoadPoint point) throws IOException {
        return measure(session, session.repeat(), point);
    }

    /** One load point as the given repeat (the round, in an interleaved run). */
    Outcome measure(VariantSession session, int repeat, LoadPoint point) throws IOException {
        setup.postgres().reset(setup.seedUsers());
        progress.point(point);
        OptionalLong pg = setup.postgres().isEmbedded() ? setup.postgres().embeddedPid() : OptionalLong.empty();
        RunResult run;
        Map<String, Sampler.PhaseSample> samples;
        try (Sampler sampler = new Sampler(session.app().pid(), pg, progress)) {
            run = setup.run(session, point, sampler);
            samples = sampler.samples();
        }
        List<Flag> runFlags = new ArrayList<>(Checks.check(run));
        Map<String, Long> calls = setup.postgres().statementCalls();
        runFlags.addAll(DbCounts.check(run, setup.plan(point.model()).operations(), calls, setup.suiteSql()));
        List<String> other = DbCounts.otherStatements(calls, setup.suiteSql());
        if (!other.isEmpty()) {
            runFlags.add(Flag.of(
                    null,
                    null,
                    Flag.Kind.OTHER_SQL,
                    "PostgreSQL ran statements other than the suite's while" + " this load ran: "
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
                rows.add(ScenarioRow.of(
                        id, repeat, point.model(), point.load(), phase, samples.get(phase.name()), runFlags));
            }
        }
        List<Flag> placed =
                runFlags.stream().map(f -> session.place(f, repeat, point.id())).toList();
        return new Outcome(rows, placed, other);
    }
}
