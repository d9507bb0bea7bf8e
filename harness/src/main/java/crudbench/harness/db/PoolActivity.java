package crudbench.harness.db;

import crudbench.drivers.WorkerSpec;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * How much of the pool a load used: of the run's connections (application_name
 * {@value WorkerSpec#APPLICATION_NAME}) in pg_stat_activity, those whose latest query began
 * during the measured window. A pool that funnels its load through a few connections shows
 * here (micronaut-data#2136, r2dbc-pool#190). It connects before the window and asks once
 * after it, so that nothing of it falls on PostgreSQL's CPU in the window. The driver-only
 * baseline's workers and pgbench both connect under that name.
 */
public final class PoolActivity {

    private static final String SQL = "SELECT count(*), count(*) FILTER (WHERE query_start >= ?) FROM pg_stat_activity"
            + " WHERE application_name = ? AND backend_type = 'client backend'";

    public record Seen(int connections, int busy) {}

    private final Connection connection;
    private Instant start;

    private PoolActivity(Connection connection) {
        this.connection = connection;
    }

    /** Connects; null (and a line on stderr) when PostgreSQL cannot be asked. */
    public static PoolActivity open(Postgres postgres) {
        try {
            return new PoolActivity(postgres.connect());
        } catch (SQLException e) {
            System.err.println("    pg_stat_activity not readable: " + e.getMessage());
            return null;
        }
    }

    /** The window begins (PostgreSQL's clock is this machine's). */
    public void begin() {
        start = Instant.now();
    }

    /** Asks and disconnects: what was seen, or null when the question failed. */
    public Seen stop() {
        try (connection;
                PreparedStatement ps = connection.prepareStatement(SQL)) {
            ps.setObject(1, OffsetDateTime.ofInstant(start == null ? Instant.now() : start, ZoneOffset.UTC));
            ps.setString(2, WorkerSpec.APPLICATION_NAME);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return new Seen(rs.getInt(1), rs.getInt(2));
            }
        } catch (SQLException e) {
            System.err.println("    pg_stat_activity not readable: " + e.getMessage());
            return null;
        }
    }
}
