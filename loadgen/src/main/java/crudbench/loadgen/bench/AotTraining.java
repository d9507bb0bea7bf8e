package crudbench.loadgen.bench;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Settings;
import crudbench.loadgen.plan.VariantSetup;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Makes the AOT cache of every session that runs with one ({@link AotCache}) and has none fresh, before the first
 * epoch: the session's app started with the training flags, warmed up by the run's own warm-up rule until it
 * settles, then stopped, and the cache the JVM wrote at exit kept. A training run is not measured; its warm-up's
 * raw files go beside the epochs' as epoch 0. Returns each trained session's training time (start to cache written),
 * in seconds, by label: what the cache costs once per build.
 */
final class AotTraining {

    /** The epoch a training run's files are numbered by: before every measured one. */
    static final int EPOCH = 0;

    private AotTraining() {}

    static Map<String, Double> train(
            Repo repo, Settings settings, BenchContext setup, List<VariantSetup> sessions, WarmUp warmUp)
            throws IOException {
        Map<String, Double> seconds = new LinkedHashMap<>();
        for (VariantSetup session : sessions) {
            if (!AotCache.wanted(session)) {
                continue;
            }
            AotCache cache = AotCache.of(repo, session, settings);
            if (cache.fresh()) {
                System.err.println("==> " + session.label() + ": its AOT cache is fresh, " + cache.file());
                continue;
            }
            System.err.println("==> " + session.label() + ": training its AOT cache (" + cache.file() + ")");
            cache.clear();
            Instant started = Instant.now();
            setup.postgres().reset(setup.seedUsers());
            RunningApp app = RunningApp.start(
                    repo,
                    settings,
                    setup.path().config(),
                    session,
                    cache.training(session, settings),
                    EPOCH,
                    setup.results().log(session.fileName(), EPOCH));
            try {
                if (!app.healthy()) {
                    throw new IllegalStateException(session.label() + ": its training run did not start: "
                            + app.startupFailure().orElse("no reason given") + " (log: " + app.log() + ")");
                }
                warmUp.run(app);
            } finally {
                app.stop(AotCache.ASSEMBLY_LIMIT);
            }
            if (!cache.written()) {
                throw new IllegalStateException(session.label() + ": its training run wrote no AOT cache within "
                        + AotCache.ASSEMBLY_LIMIT.toMinutes() + " minutes of being stopped (log: " + app.log() + ")");
            }
            double took = Duration.between(started, Instant.now()).toMillis() / 1000.0;
            seconds.put(session.label(), took);
            System.err.printf(
                    Locale.ROOT,
                    "==> %s: AOT cache written in %.0f s, %.1f MB%n",
                    session.label(),
                    took,
                    java.nio.file.Files.size(cache.file()) / 1e6);
        }
        return seconds;
    }
}
