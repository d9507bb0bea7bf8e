package crudbench.harness;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.Postgres;
import crudbench.harness.registry.Settings;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** `just db start|stop|status|reset`: the suite's PostgreSQL. */
@Command(
        name = "db",
        mixinStandardHelpOptions = true,
        description = "The suite's PostgreSQL.",
        subcommands = {DbCommand.Start.class, DbCommand.Stop.class, DbCommand.Status.class, DbCommand.Reset.class})
final class DbCommand {

    static Postgres postgres() {
        Repo repo = Repo.locate();
        return new Postgres(repo, Settings.load(repo));
    }

    @Command(
            name = "start",
            mixinStandardHelpOptions = true,
            description = "Start the embedded PostgreSQL (idempotent), apply the schema, seed it.")
    static final class Start implements Callable<Integer> {
        @Override
        public Integer call() {
            Postgres pg = postgres();
            boolean started = pg.ensureRunning();
            System.out.println((started ? "started " : "already running: ") + pg.describe());
            return 0;
        }
    }

    @Command(name = "stop", mixinStandardHelpOptions = true, description = "Stop the embedded PostgreSQL.")
    static final class Stop implements Callable<Integer> {
        @Override
        public Integer call() {
            System.out.println(
                    postgres().stop() ? "stopped the embedded PostgreSQL" : "the embedded PostgreSQL is not running");
            return 0;
        }
    }

    @Command(
            name = "status",
            mixinStandardHelpOptions = true,
            description = "Say which database the suite uses and whether it answers (exit 1 when not).")
    static final class Status implements Callable<Integer> {
        @Override
        public Integer call() {
            Postgres pg = postgres();
            boolean answers = pg.answers();
            System.out.println(pg.describe() + (answers ? ": answers" : ": does not answer"));
            return answers ? 0 : 1;
        }
    }

    @Command(
            name = "reset",
            mixinStandardHelpOptions = true,
            description = "Truncate and reseed the users table: identical data for every run.")
    static final class Reset implements Callable<Integer> {

        @Parameters(
                arity = "0..1",
                paramLabel = "USERS",
                description = "rows to seed (default: SEED_USERS of parity.env)")
        Integer users;

        @Override
        public Integer call() {
            Repo repo = Repo.locate();
            Settings settings = Settings.load(repo);
            int rows = users != null ? users : settings.getInt("SEED_USERS");
            if (rows < 0) {
                throw new IllegalArgumentException("the number of users must be an integer >= 0, got " + rows);
            }
            Postgres pg = new Postgres(repo, settings);
            pg.ensureRunning();
            pg.reset(rows);
            System.out.println("reset users to " + rows + " seeded rows in " + pg.describe());
            return 0;
        }
    }
}
