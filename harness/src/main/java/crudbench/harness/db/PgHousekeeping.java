package crudbench.harness.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * PostgreSQL's housekeeping as its statistics count it: checkpoints and the buffers they wrote,
 * autovacuum and autoanalyze runs on the users table, its live and dead tuples and its size, and
 * the autovacuum workers at work now. Read over one connection held open for a run, so that
 * reading them does not start a backend inside the window it measures, and that
 * pg_stat_statements does not count ({@link Postgres#monitor}).
 *
 * <p>The counts are those the server has published: a backend reports its table counts at most
 * once a second, and a vacuum or checkpoint counts when it ends, so one that spans a window's
 * end lands in the next window's count.
 */
public final class PgHousekeeping implements AutoCloseable {

    /**
     * One reading.
     *
     * @param checkpoints       checkpoints since the statistics were reset, timed and requested
     * @param checkpointBuffers buffers the checkpointer wrote
     * @param autovacuums       autovacuum runs on users since it was created
     * @param autoanalyzes      autoanalyze runs on users
     * @param liveTuples        users' live tuples as last reported
     * @param deadTuples        users' dead tuples as last reported
     * @param tablePages        users' heap in 8 kB pages
     * @param autovacuumWorkers autovacuum workers running at the reading
     */
    public record Reading(
            long checkpoints,
            long checkpointBuffers,
            long autovacuums,
            long autoanalyzes,
            long liveTuples,
            long deadTuples,
            long tablePages,
            int autovacuumWorkers) {}

    // pg_stat_checkpointer is PostgreSQL 17's; before it the counts were in pg_stat_bgwriter.
    private static final String SQL_17 = """
            SELECT c.num_timed + c.num_requested, c.buffers_written,
                   coalesce(t.autovacuum_count, 0), coalesce(t.autoanalyze_count, 0),
                   coalesce(t.n_live_tup, 0), coalesce(t.n_dead_tup, 0),
                   coalesce(pg_relation_size(t.relid) / 8192, 0),
                   (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker')
            FROM pg_stat_checkpointer c LEFT JOIN pg_stat_user_tables t ON t.relname = 'users'
            """;
    private static final String SQL_OLDER = SQL_17.replace(
                    "c.num_timed + c.num_requested", "c.checkpoints_timed + c.checkpoints_req")
            .replace("c.buffers_written", "c.buffers_checkpoint")
            .replace("pg_stat_checkpointer", "pg_stat_bgwriter");

    private final Connection connection;
    private final String sql;

    private PgHousekeeping(Connection connection) throws SQLException {
        this.connection = connection;
        this.sql = connection.getMetaData().getDatabaseMajorVersion() >= 17 ? SQL_17 : SQL_OLDER;
    }

    /** Opens the connection it reads over; null where the server cannot be reached or read. */
    public static PgHousekeeping open(Postgres postgres) {
        try {
            PgHousekeeping reader = new PgHousekeeping(postgres.monitor());
            reader.read();
            return reader;
        } catch (SQLException | RuntimeException e) {
            System.err.println("==> PostgreSQL's housekeeping statistics cannot be read: " + e.getMessage());
            return null;
        }
    }

    /** Now; null when the reading failed. */
    public synchronized Reading read() {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            if (!rs.next()) {
                return null;
            }
            return new Reading(
                    rs.getLong(1),
                    rs.getLong(2),
                    rs.getLong(3),
                    rs.getLong(4),
                    rs.getLong(5),
                    rs.getLong(6),
                    rs.getLong(7),
                    rs.getInt(8));
        } catch (SQLException e) {
            return null;
        }
    }

    @Override
    public synchronized void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            // closing a connection we no longer need
        }
    }
}
