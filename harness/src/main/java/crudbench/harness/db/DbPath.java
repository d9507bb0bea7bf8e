package crudbench.harness.db;

import crudbench.harness.proc.CpuClock;
import crudbench.harness.registry.Settings.DbConfig;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * The way from the apps (and pgbench) to PostgreSQL: straight there, or through a relay that
 * adds a round trip, as a database one network hop away has (0.2–1 ms within a zone, more
 * across zones). The relay runs as a process of its own ({@link Relay}) so that its CPU is
 * measured apart, and the round trip a connection actually sees through it is measured, not
 * assumed ({@link #measureRoundTrip}).
 */
public final class DbPath implements AutoCloseable {

    private final DbConfig direct;
    private final DbConfig config;
    private final Duration added;
    private final Process relay;

    private DbPath(DbConfig direct, DbConfig config, Duration added, Process relay) {
        this.direct = direct;
        this.config = config;
        this.added = added;
        this.relay = relay;
    }

    /** SELECT 1s timed to measure a round trip: their median. */
    static final int ROUND_TRIP_QUERIES = 200;

    /** Straight to PostgreSQL when {@code roundTrip} is null, else through a relay that adds it. */
    public static DbPath of(DbConfig db, Duration roundTrip) {
        return roundTrip == null ? direct(db) : relayed(db, roundTrip);
    }

    /** A --db-latency value, a round trip in milliseconds (0.5 allowed), as the Duration the relay adds. */
    public static Duration roundTripOfMillis(double ms) {
        return Duration.ofNanos(Math.round(ms * 1e6));
    }

    /** Straight to PostgreSQL: no relay. */
    public static DbPath direct(DbConfig db) {
        return new DbPath(db, db, null, null);
    }

    /** Through a relay that adds {@code roundTrip} (zero: the relay's own cost, no delay). */
    public static DbPath relayed(DbConfig db, Duration roundTrip) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m",
                "-cp",
                System.getProperty("java.class.path"),
                Relay.class.getName(),
                db.host(),
                Integer.toString(db.port()),
                Long.toString(roundTrip.toNanos() / 1000)));
        try {
            Process process = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            CpuClock.system().track(process, "relay");
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            if (line == null || !line.startsWith(Relay.READY)) {
                process.destroy();
                throw new IllegalStateException("the relay did not start: " + line);
            }
            int port = Integer.parseInt(line.substring(Relay.READY.length()).strip());
            return new DbPath(db, db.withEndpoint("127.0.0.1", port), roundTrip, process);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the relay", e);
        }
    }

    /** What the apps and pgbench connect to. */
    public DbConfig config() {
        return config;
    }

    /** PostgreSQL itself, for the harness's own resets and reads. */
    public DbConfig database() {
        return direct;
    }

    /** The round trip asked for; null when the path is direct. */
    public Duration added() {
        return added;
    }

    public OptionalLong relayPid() {
        return relay == null ? OptionalLong.empty() : OptionalLong.of(relay.pid());
    }

    /**
     * The round trips a connection sees through this path and straight to PostgreSQL, in
     * milliseconds.
     *
     * @param added what the relay was asked to add; null when the path is direct (through is then direct)
     */
    public record RoundTrips(Double added, double through, double direct) {

        /** "a relay away: 1.00 ms added, a round trip measures 1.74 ms (0.08 ms straight)"; "straight to PostgreSQL". */
        public String describe() {
            return added == null
                    ? "straight to PostgreSQL"
                    : String.format(
                            Locale.ROOT,
                            "a relay away: %.2f ms added, a round trip measures %.2f ms (%.2f ms straight)",
                            added,
                            through,
                            direct);
        }
    }

    /** Both round trips, each the median of {@link #ROUND_TRIP_QUERIES} ({@link #measureRoundTrip}); straight only when direct. */
    public RoundTrips measureRoundTrips() {
        double straight = millis(direct(direct).measureRoundTrip(ROUND_TRIP_QUERIES));
        return added == null
                ? new RoundTrips(null, straight, straight)
                : new RoundTrips(millis(added), millis(measureRoundTrip(ROUND_TRIP_QUERIES)), straight);
    }

    private static double millis(Duration d) {
        return d.toNanos() / 1e6;
    }

    /**
     * The median time of {@code SELECT 1} over one connection through the path, after a warm-up:
     * the round trip a driver sees, with PostgreSQL's own work for the smallest query in it.
     */
    public Duration measureRoundTrip(int queries) {
        try (Connection c = DriverManager.getConnection(config.jdbcUrl(), config.user(), config.password());
                PreparedStatement ps = c.prepareStatement("SELECT 1")) {
            long[] nanos = new long[queries];
            for (int i = -Math.max(10, queries / 5); i < queries; i++) {
                long start = System.nanoTime();
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                }
                if (i >= 0) {
                    nanos[i] = System.nanoTime() - start;
                }
            }
            Arrays.sort(nanos);
            return Duration.ofNanos(nanos[queries / 2]);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot measure the round trip to " + config.jdbcUrl(), e);
        }
    }

    @Override
    public void close() {
        if (relay != null) {
            relay.destroy();
            try {
                relay.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
