package crudbench.loadgen.bench;

import crudbench.harness.checkout.Repo;
import crudbench.harness.launch.App;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Settings.DbConfig;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Versions;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.Flag;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One app started once: for one repeat of the sequential design, or for the whole of an
 * interleaved run. Its process, its log, the time it took to answer /health, and its startup
 * line. Every load point it measures runs against it.
 */
final class RunningApp implements AutoCloseable {

    static final Duration STARTUP_LIMIT = Duration.ofSeconds(120);

    private final VariantSetup session;
    private final int repeat;
    private final App app;
    private final Path log;
    private final Duration startup;
    private final String startupFailure;

    private RunningApp(VariantSetup session, int repeat, App app, Path log, Duration startup, String startupFailure) {
        this.session = session;
        this.repeat = repeat;
        this.app = app;
        this.log = log;
        this.startup = startup;
        this.startupFailure = startupFailure;
    }

    /** Starts the variant's jar and waits for it to be healthy; a variant that does not get there is still a session, without a startup time. */
    static RunningApp start(Repo repo, Settings settings, DbConfig db, VariantSetup session, int repeat, Path log) {
        Map<String, String> overrides = AotCache.wanted(session)
                ? AotCache.of(repo, session, settings).use(session, settings)
                : session.overrides();
        return start(repo, settings, db, session, overrides, repeat, log);
    }

    /**
     * Starts it as {@link #start} does, with async-profiler's agent loaded, idle, from its start: parity's JVM flags
     * (or its AOT cache's) and the agent's.
     */
    static RunningApp profiled(
            Repo repo,
            Settings settings,
            DbConfig db,
            VariantSetup session,
            int repeat,
            Path log,
            crudbench.loadgen.profile.AsyncProfiler profiler) {
        Map<String, String> overrides = new LinkedHashMap<>(
                AotCache.wanted(session)
                        ? AotCache.of(repo, session, settings).use(session, settings)
                        : session.overrides());
        java.util.List<String> flags = new java.util.ArrayList<>(
                overrides.containsKey("APP_JAVA_OPTS")
                        ? Settings.jvmFlags(overrides.get("APP_JAVA_OPTS"))
                        : settings.appJvmFlags());
        flags.addAll(profiler.jvmFlags());
        overrides.put("APP_JAVA_OPTS", String.join(" ", flags));
        return start(repo, settings, db, session, overrides, repeat, log);
    }

    /** Starts the session's jar with these settings over parity's: its own, or a training run's for its AOT cache. */
    static RunningApp start(
            Repo repo,
            Settings settings,
            DbConfig db,
            VariantSetup session,
            Map<String, String> overrides,
            int repeat,
            Path log) {
        App app = App.start(repo, session.variant(), session.build(), overrides, settings, db, App.freePort(), log);
        try {
            return new RunningApp(session, repeat, app, log, app.awaitHealthy(STARTUP_LIMIT), null);
        } catch (IllegalStateException e) {
            return new RunningApp(
                    session,
                    repeat,
                    app,
                    log,
                    null,
                    e.getMessage().lines().findFirst().orElse(""));
        }
    }

    Variant variant() {
        return session.variant();
    }

    VariantSetup session() {
        return session;
    }

    /** What its rows, flags and files are named by: the session's label. */
    String id() {
        return session.label();
    }

    int repeat() {
        return repeat;
    }

    /** The epoch this start of the app belongs to: an interleaved run's epoch, or a sequential run's repeat. */
    int epoch() {
        return repeat;
    }

    App app() {
        return app;
    }

    Path log() {
        return log;
    }

    boolean healthy() {
        return startup != null;
    }

    /** Why it never answered /health; empty when it did. */
    Optional<String> startupFailure() {
        return Optional.ofNullable(startupFailure);
    }

    Double startupMs() {
        return startup == null ? null : (double) startup.toMillis();
    }

    /** The benchmark parameters of one load point against this app: its target, the seed's ids, Hyperfoil's threads. */
    Map<String, String> params(LoadPoint point, int seedUsers, int hyperfoilThreads) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("TARGET", app.baseUri().toString());
        params.put("SEED_USERS", Integer.toString(seedUsers));
        params.put("MAX_AFTER_ID", Integer.toString(Math.max(0, seedUsers - 100)));
        params.put("THREADS", Integer.toString(hyperfoilThreads));
        params.putAll(point.params());
        return params;
    }

    /** A flag of a run at this load point, placed. */
    Flag place(Flag flag, LoadPoint.Id point) {
        return place(flag, repeat, point);
    }

    /** A flag of a run in this round of an interleaved run, placed. */
    Flag place(Flag flag, int round, LoadPoint.Id point) {
        return flag.at(id(), round, point);
    }

    /** The app's own startup line (variant, framework, driver and pool versions), if it printed one. */
    String versions() {
        if (!Files.isRegularFile(log)) {
            return null;
        }
        try {
            return Versions.startupLine(Files.readString(log));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        app.close();
    }

    /** SIGTERM, then up to {@code grace} for the JVM to exit: a training run writes its AOT cache as it does. */
    void stop(Duration grace) {
        app.close(grace);
    }
}
