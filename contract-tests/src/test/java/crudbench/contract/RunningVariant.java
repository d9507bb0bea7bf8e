package crudbench.contract;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.FaultProxy;
import crudbench.harness.db.Postgres;
import crudbench.harness.launch.App;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * One variant under test: its packaged jar, started with the parity settings against the
 * suite's PostgreSQL, through a {@link FaultProxy} so that the outage tests can cut it off.
 */
final class RunningVariant implements AutoCloseable {

    static final Repo REPO = Repo.locate();
    static final Settings SETTINGS = Settings.load(REPO);

    private static Postgres postgres;

    private final Variant variant;
    private final FaultProxy proxy;
    private final App app;
    private final Api api;
    private final Db db;

    private RunningVariant(Variant variant, FaultProxy proxy, App app) {
        this.variant = variant;
        this.proxy = proxy;
        this.app = app;
        this.api = new Api(app.baseUri());
        this.db = new Db(postgres);
    }

    /** The ids to test: -Dvariants=a,b or VARIANTS=a,b, else every variant of the registry. */
    static List<String> selectedIds() {
        String selected = System.getProperty("variants", "");
        if (selected.isBlank()) {
            selected = System.getenv().getOrDefault("VARIANTS", "");
        }
        List<String> ids = Arrays.stream(selected.split("[,\\s]+"))
                .filter(s -> !s.isBlank())
                .toList();
        return Variants.load(REPO).select(ids).stream().map(Variant::id).toList();
    }

    static RunningVariant start(String id) {
        return start(id, false);
    }

    /**
     * Starts the variant with its relay down, so that it boots without a database; returns
     * once /health answers at all.
     */
    static RunningVariant startWhileDatabaseAway(String id) {
        return start(id, true);
    }

    private static synchronized RunningVariant start(String id, boolean databaseAway) {
        Variant variant = Variants.load(REPO).get(id);
        Postgres db = database();
        try {
            FaultProxy proxy = new FaultProxy(db.config().host(), db.config().port());
            if (databaseAway) {
                proxy.down();
            }
            Path log = REPO.resolve("contract-tests/target/app-logs/" + id + (databaseAway ? "-cold" : "") + ".log");
            Files.deleteIfExists(log);
            App app = App.start(
                    REPO, variant, SETTINGS, db.config().withEndpoint("localhost", proxy.port()), App.freePort(), log);
            try {
                if (databaseAway) {
                    app.awaitAnswer(Duration.ofSeconds(120));
                } else {
                    app.awaitHealthy(Duration.ofSeconds(120));
                }
            } catch (RuntimeException e) {
                app.close();
                proxy.close();
                throw e;
            }
            return new RunningVariant(variant, proxy, app);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The suite's database, started by the tests when none is running. At the end it gets the
     * standard data back, as `just run` and `just hyperfoil` expect it, and is stopped again
     * if the tests started it.
     */
    private static Postgres database() {
        if (postgres == null) {
            Postgres db = new Postgres(REPO, SETTINGS);
            boolean started = db.ensureRunning();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    db.reset();
                } finally {
                    if (started) {
                        db.stop();
                    }
                }
            }));
            postgres = db;
        }
        return postgres;
    }

    Variant variant() {
        return variant;
    }

    /** The port the app listens on. */
    int port() {
        return app.port();
    }

    Api api() {
        return api;
    }

    Db db() {
        return db;
    }

    FaultProxy proxy() {
        return proxy;
    }

    String log() {
        try {
            return Files.readString(app.log());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        app.close();
        proxy.close();
    }
}
