package crudbench.harness;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.DbPath;
import crudbench.harness.db.Postgres;
import crudbench.harness.launch.App;
import crudbench.harness.launch.Build;
import crudbench.harness.registry.Knobs;
import crudbench.harness.registry.Listings;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.harness.registry.Versions;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The command line behind the justfile's database, registry and run recipes. */
@Command(
        name = "harness",
        mixinStandardHelpOptions = true,
        description = "The suite's registry, its embedded PostgreSQL and the launcher behind `just run`.",
        subcommands = {
            Main.ListVariants.class,
            DbCommand.class,
            Main.Diff.class,
            Main.BuildVariants.class,
            Main.Run.class
        })
public final class Main {

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    static CommandLine commandLine() {
        return new CommandLine(new Main()).setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof IllegalArgumentException || e instanceof IllegalStateException) {
                cmd.getErr().println("error: " + e.getMessage());
                return 2;
            }
            throw e;
        });
    }

    @Command(
            name = "variants",
            mixinStandardHelpOptions = true,
            description = "List the variants of the registry, with their axes.")
    static final class ListVariants implements Callable<Integer> {

        @Option(names = "--markdown", description = "as docs/variants.md's table of the variants")
        boolean markdown;

        @Option(names = "--compose", description = "as docker-compose.yml's services")
        boolean compose;

        @Option(names = "--versions", description = "versions.json, as docs/fairness.md's table of versions")
        boolean versions;

        @Option(
                names = "--knobs",
                description = "tuning/knobs.json, as docs/fairness.md's table of the tuning sweep's knobs")
        boolean knobs;

        @Override
        public Integer call() {
            Variants variants = Variants.load(Repo.locate());
            if (versions) {
                System.out.print(Versions.load(Repo.locate()).markdown());
            } else if (knobs) {
                System.out.print(Knobs.load(Repo.locate()).markdown());
            } else if (markdown) {
                System.out.print(Listings.markdown(variants));
            } else if (compose) {
                System.out.print(Listings.compose(variants));
            } else {
                variants.all()
                        .forEach(v -> System.out.printf(
                                "%-22s %-11s %-15s %-10s %-5s %s%n",
                                v.id(), v.framework(), v.web(), v.threads(), v.driver(), v.client()));
            }
            return 0;
        }
    }

    @Command(
            name = "diff",
            mixinStandardHelpOptions = true,
            description = "What differs between two variants of a framework: their axes, settings and modules.")
    static final class Diff implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "FRAMEWORK", description = "quarkus, micronaut or spring")
        String framework;

        @Parameters(
                index = "1..*",
                arity = "0..2",
                paramLabel = "VARIANT",
                description = "two variants of it (default: its first, and the first with another driver)")
        List<String> variants = List.of();

        @Override
        public Integer call() {
            Repo repo = Repo.locate();
            return new VariantDiff(repo, Variants.load(repo)).run(framework, variants);
        }
    }

    @Command(
            name = "build",
            mixinStandardHelpOptions = true,
            description = "Build the variants whose jars are missing or older than their sources.")
    static final class BuildVariants implements Callable<Integer> {

        @Parameters(paramLabel = "VARIANT", description = "variant ids (default: all)")
        List<String> ids = List.of();

        @Override
        public Integer call() {
            Repo repo = Repo.locate();
            new Build(repo).ensureBuilt(Variants.load(repo).select(ids));
            return 0;
        }
    }

    @Command(
            name = "run",
            mixinStandardHelpOptions = true,
            description = "Build a variant if needed, start the embedded PostgreSQL when no database is configured"
                    + " and none runs, and run the variant in the foreground on $PORT (default 8080).")
    static final class Run implements Callable<Integer> {

        @Parameters(paramLabel = "VARIANT", description = "a variant id (`just variants` lists them)")
        String id;

        @Option(
                names = "--db-latency",
                paramLabel = "MS",
                description = "Put PostgreSQL a network hop away: a relay adds this round trip (milliseconds, e.g."
                        + " 0.5) between the app and the database; the round trip it gives is measured and printed.")
        Double dbLatencyMs;

        @Override
        public Integer call() {
            Repo repo = Repo.locate();
            Settings settings = Settings.load(repo);
            Variant variant = Variants.load(repo).get(id);
            new Build(repo).ensureBuilt(List.of(variant));
            Postgres pg = new Postgres(repo, settings);
            pg.ensureRunning();
            int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "8080"));
            DbPath path = DbPath.of(pg.config(), dbLatencyMs == null ? null : DbPath.roundTripOfMillis(dbLatencyMs));
            System.err.printf("==> %s on http://localhost:%d against %s%n", variant.id(), port, pg.describe());
            if (dbLatencyMs != null) {
                System.err.println(
                        "==> the database is " + path.measureRoundTrips().describe());
            }
            App app = App.start(repo, variant, settings, path.config(), port, null);
            // Ctrl-C reaches the app too (same process group); this hook covers a plain kill of the harness.
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                app.close();
                path.close();
            }));
            try {
                app.awaitHealthy(Duration.ofSeconds(120));
                System.err.printf("==> %s is healthy: try curl -i http://localhost:%d/users/1%n", variant.id(), port);
                return app.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 130;
            }
        }
    }
}
