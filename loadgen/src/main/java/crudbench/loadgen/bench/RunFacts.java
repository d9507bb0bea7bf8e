package crudbench.loadgen.bench;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.WorkTree;
import crudbench.harness.db.Postgres;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.profile.AsyncProfiler;
import crudbench.loadgen.results.RunSettings;
import io.hyperfoil.api.Version;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** What summary.json records of a run's settings, and the size of each app's artifact. */
final class RunFacts {

    private final Repo repo;
    private final Settings settings;
    private final BenchSpec spec;
    private final BenchContext setup;
    private final Map<String, Long> sizes = new HashMap<>();
    /** Read as the run is set up, before anything is built: what the apps are built from. */
    private final WorkTree tree;

    private RunSettings recorded;

    RunFacts(Repo repo, Settings settings, BenchSpec spec, BenchContext setup) {
        this.repo = repo;
        this.settings = settings;
        this.spec = spec;
        this.setup = setup;
        this.tree = WorkTree.of(repo);
    }

    synchronized RunSettings settings() {
        if (recorded == null) {
            Postgres postgres = setup.postgres();
            List<Variant> variants = spec.sessions().stream()
                    .map(VariantSetup::variant)
                    .distinct()
                    .toList();
            recorded = new RunSettings(
                    spec.profile(),
                    new RunSettings.Layout(
                            spec.design().id(),
                            spec.seed(),
                            spec.sessions(),
                            spec.cpus() == null ? null : spec.cpus().toString(),
                            spec.design() == Bench.Design.INTERLEAVED
                                    ? spec.order().id()
                                    : null,
                            spec.profiled() ? "async-profiler, " + AsyncProfiler.EVENT : null),
                    new RunSettings.Apps(settings.parity(), settings.appJvmFlags(), variants),
                    new RunSettings.LoadGenerator(
                            List.copyOf(setup.plans().values()),
                            Version.VERSION,
                            ManagementFactory.getRuntimeMXBean().getInputArguments()),
                    new RunSettings.Database(
                            postgres.config().host(),
                            postgres.config().port(),
                            postgres.config().name(),
                            postgres.isEmbedded()),
                    tree == null ? null : tree.recordedCommit(),
                    tree == null ? null : RunSettings.Tree.of(tree));
        }
        return recorded;
    }

    /** The bytes of the app's distribution, once read; null where it cannot be read. */
    synchronized Long artifactBytes(VariantSetup session) {
        return sizes.computeIfAbsent(session.label(), label -> measure(session));
    }

    private Long measure(VariantSetup session) {
        Path path = session.build() == null
                ? session.variant().distributionPath(repo)
                : session.variant().jar(repo, session.build());
        try (Stream<Path> files = Files.walk(path)) {
            return files.filter(Files::isRegularFile)
                    .mapToLong(p -> p.toFile().length())
                    .sum();
        } catch (IOException e) {
            return null;
        }
    }
}
