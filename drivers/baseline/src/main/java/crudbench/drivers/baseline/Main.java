package crudbench.drivers.baseline;

import crudbench.drivers.Operation;
import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.RunDirectories;
import crudbench.harness.db.DbPath;
import crudbench.harness.registry.Settings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The command line behind `just drivers`. */
@Command(
        name = "drivers",
        sortOptions = false,
        usageHelpWidth = 100,
        description = {
            "The driver-only baseline, no HTTP: the suite's SQL (db/queries.sql) straight through pgjdbc + HikariCP,"
                    + " r2dbc-postgresql + r2dbc-pool and the Vert.x PG client, each in a JVM of its own with the"
                    + " parity settings (parity.env) and the apps' JVM flags; and pgbench (libpq), where installed,"
                    + " as the database's ceiling.",
            "Each load is the closed model: N users, each sending its next query as soon as the last is answered."
                    + " The data is reset to the standard seed before each load. Starts the embedded PostgreSQL"
                    + " when none runs, and stops it again.",
            "Writes results/drivers-<timestamp>/drivers.json, drivers.md and raw/, and prints the table.",
            ""
        },
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every query answered right",
            "1:a query failed or a worker did (the results are written)",
            "2:bad usage"
        })
public final class Main implements Callable<Integer> {

    @Option(
            names = "--quick",
            description = "Users 4 and 64, 3 s per operation and load: 3 to 4 minutes on 2 cores"
                    + " (default: users 4, 16, 64, 256, 15 s each: about 20 minutes).")
    boolean quick;

    @Option(names = "--users", split = ",", paramLabel = "N", description = "The concurrency levels, e.g. 4,64.")
    List<Integer> users;

    @Option(
            names = "--duration",
            paramLabel = "SECONDS",
            description = "The measured window of each operation at each load.")
    Integer duration;

    @Option(names = "--warmup", paramLabel = "SECONDS", description = "Each operation's share of a warm-up round.")
    Integer warmup;

    @Option(
            names = "--drivers",
            split = ",",
            paramLabel = "ID",
            description = "Which to run, of jdbc, r2dbc, vertx and pgbench (default: all).")
    List<String> drivers;

    @Option(
            names = "--operations",
            split = ",",
            paramLabel = "OP",
            description = "Which operations, of get, list10, list100 and create (default: all).")
    List<String> operations;

    @Option(
            names = "--db-latency",
            paramLabel = "MS",
            description = "Put PostgreSQL a network hop away: a relay process adds this round trip (milliseconds)"
                    + " between every worker, pgbench and the database; the round trip a connection sees is"
                    + " measured and noted in the results.")
    Double dbLatencyMs;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Show this help and exit.")
    boolean help;

    public static void main(String[] args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            System.err.println("error: " + e.getMessage());
            return e instanceof IllegalArgumentException ? 2 : 1;
        });
        System.exit(cli.execute(args));
    }

    @Override
    public Integer call() throws Exception {
        Profile profile = quick ? Profile.quick() : Profile.standard();
        if (users != null) {
            profile = profile.withUsers(users);
        }
        if (duration != null) {
            profile = profile.withMeasureSeconds(duration);
        }
        if (warmup != null) {
            profile = profile.withWarmupSeconds(warmup);
        }
        if (operations != null) {
            profile = profile.withOperations(
                    operations.stream().map(Operation::of).toList());
        }
        if (dbLatencyMs != null && (dbLatencyMs < 0 || dbLatencyMs > 1000)) {
            throw new IllegalArgumentException("--db-latency takes a round trip from 0 to 1000 ms, got " + dbLatencyMs);
        }
        Repo repo = Repo.locate();
        Path out = RunDirectories.next(repo, "drivers");
        Baseline baseline = new Baseline(repo, Settings.load(repo), profile, selected(drivers), out)
                .withDbLatency(dbLatencyMs == null ? null : DbPath.roundTripOfMillis(dbLatencyMs));
        DriversResult result = baseline.run();
        System.out.println();
        System.out.print(Report.text(result));
        System.out.println("results: " + out);
        return baseline.clean(result) ? 0 : 1;
    }

    static List<String> selected(List<String> ids) {
        List<String> all = new ArrayList<>(Baseline.DRIVERS);
        all.add(Baseline.PGBENCH);
        if (ids == null || ids.isEmpty()) {
            return all;
        }
        for (String id : ids) {
            if (!all.contains(id)) {
                throw new IllegalArgumentException("unknown driver '" + id + "'; known: " + String.join(", ", all));
            }
        }
        return all.stream().filter(ids::contains).toList();
    }
}
