package crudbench.harness;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/** The command line behind the justfile's database and run recipes. */
public final class Main {

    private static final String USAGE = """
            usage: harness <command>
              variants [--markdown|--compose]
                                       list the variants of the registry (as README.md's table,
                                       or as docker-compose.yml's services)
              db start                 start the embedded PostgreSQL (idempotent), apply the schema, seed it
              db stop                  stop the embedded PostgreSQL
              db status                say which database the suite uses and whether it answers
              db reset [USERS]         truncate and reseed users (default: SEED_USERS)
              diff FRAMEWORK [A B]     what differs between two variants of a framework (default: its first two)
              build [VARIANT...]       build the variants whose jars are missing or stale
              run VARIANT              build if needed, start a database if none, run VARIANT on $PORT (8080)
            """;

    private Main() {
    }

    public static void main(String[] args) {
        try {
            System.exit(run(args));
        } catch (IllegalArgumentException | IllegalStateException e) {
            System.err.println("error: " + e.getMessage());
            System.exit(2);
        }
    }

    static int run(String[] args) {
        if (args.length == 0) {
            System.err.print(USAGE);
            return 2;
        }
        Repo repo = Repo.locate();
        Settings settings = Settings.load(repo);
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        return switch (args[0]) {
            case "variants" -> {
                Variants variants = Variants.load(repo);
                switch (rest.isEmpty() ? "" : rest.getFirst()) {
                    case "" -> variants.all().forEach(v -> System.out.printf("%-22s %-11s %-15s %-10s %-5s %s%n",
                            v.id(), v.framework(), v.web(), v.threads(), v.driver(), v.client()));
                    case "--markdown" -> System.out.print(Listings.markdown(variants));
                    case "--compose" -> System.out.print(Listings.compose(variants));
                    default -> throw new IllegalArgumentException("variants takes --markdown or --compose");
                }
                yield 0;
            }
            case "db" -> db(repo, settings, rest);
            case "diff" -> {
                if (rest.isEmpty()) {
                    throw new IllegalArgumentException("usage: diff FRAMEWORK [VARIANT VARIANT]");
                }
                yield new VariantDiff(repo, Variants.load(repo)).run(rest.getFirst(), rest.subList(1, rest.size()));
            }
            case "build" -> {
                new Build(repo).ensureBuilt(Variants.load(repo).select(rest));
                yield 0;
            }
            case "run" -> {
                if (rest.size() != 1) {
                    throw new IllegalArgumentException("run takes one variant id; known: "
                            + String.join(", ", Variants.load(repo).ids()));
                }
                yield runVariant(repo, settings, Variants.load(repo).get(rest.getFirst()));
            }
            default -> {
                System.err.print(USAGE);
                yield 2;
            }
        };
    }

    private static int db(Repo repo, Settings settings, List<String> args) {
        Postgres pg = new Postgres(repo, settings);
        String command = args.isEmpty() ? "status" : args.getFirst();
        switch (command) {
            case "start" -> {
                boolean started = pg.ensureRunning();
                System.out.println((started ? "started " : "already running: ") + pg.describe());
            }
            case "stop" -> System.out.println(pg.stop() ? "stopped the embedded PostgreSQL" : "the embedded PostgreSQL is not running");
            case "status" -> {
                System.out.println(pg.describe() + (pg.answers() ? ": answers" : ": does not answer"));
                return pg.answers() ? 0 : 1;
            }
            case "reset" -> {
                int users = args.size() > 1 ? parseUsers(args.get(1)) : settings.getInt("SEED_USERS");
                pg.ensureRunning();
                pg.reset(users);
                System.out.println("reset users to " + users + " seeded rows in " + pg.describe());
            }
            default -> throw new IllegalArgumentException("unknown db command '" + command + "': start, stop, status, reset");
        }
        return 0;
    }

    private static int parseUsers(String value) {
        try {
            int users = Integer.parseInt(value);
            if (users >= 0) {
                return users;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("the number of users must be an integer >= 0, got '" + value + "'");
    }

    private static int runVariant(Repo repo, Settings settings, Variant variant) {
        new Build(repo).ensureBuilt(List.of(variant));
        Postgres pg = new Postgres(repo, settings);
        pg.ensureRunning();
        int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "8080"));
        System.err.printf("==> %s on http://localhost:%d against %s%n", variant.id(), port, pg.describe());
        App app = App.start(repo, variant, settings, pg.config(), port, null);
        // Ctrl-C reaches the app too (same process group); this hook covers a plain kill of the harness.
        Runtime.getRuntime().addShutdownHook(new Thread(app::close));
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
