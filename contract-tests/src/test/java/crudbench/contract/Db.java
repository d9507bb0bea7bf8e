package crudbench.contract;

import crudbench.harness.db.Postgres;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.Optional;

/** What the tests read straight from PostgreSQL, to check what a request did or did not store. */
final class Db {

    record Row(long id, String name, String email, OffsetDateTime createdAt) {}

    private final Postgres postgres;

    Db(Postgres postgres) {
        this.postgres = postgres;
    }

    long countByEmail(String email) {
        return count("SELECT count(*) FROM users WHERE email = ?", email);
    }

    long countByName(String name) {
        return count("SELECT count(*) FROM users WHERE name = ?", name);
    }

    Optional<Long> idByEmail(String email) {
        try (Connection c = postgres.connect();
                PreparedStatement ps = c.prepareStatement("SELECT id FROM users WHERE email = ?")) {
            ps.setString(1, email);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getLong(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    long maxId() {
        try (Connection c = postgres.connect();
                PreparedStatement ps = c.prepareStatement("SELECT coalesce(max(id), 0) FROM users");
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    Optional<Row> find(long id) {
        try (Connection c = postgres.connect();
                PreparedStatement ps =
                        c.prepareStatement("SELECT id, name, email, created_at FROM users WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next()
                        ? Optional.of(new Row(
                                rs.getLong(1), rs.getString(2), rs.getString(3), rs.getObject(4, OffsetDateTime.class)))
                        : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Makes PostgreSQL hold the commit of any transaction that inserts a user of this name for {@code seconds}: a
     * deferred constraint trigger sleeps at COMMIT, after the INSERT was answered. For as long as it is armed, such a
     * create's commit outlasts the app's deadline on the database, whether the app commits explicitly (a transaction
     * manager) or the INSERT commits on its own. Returns what disarms it.
     */
    AutoCloseable holdCommitsOf(String name, int seconds) {
        String function = "contract_hold_commit";
        execute("CREATE OR REPLACE FUNCTION " + function + "() RETURNS trigger LANGUAGE plpgsql AS $$"
                + " BEGIN PERFORM pg_sleep(" + seconds + "); RETURN NULL; END $$");
        execute("DROP TRIGGER IF EXISTS " + function + " ON users");
        execute("CREATE CONSTRAINT TRIGGER " + function + " AFTER INSERT ON users DEFERRABLE INITIALLY DEFERRED"
                + " FOR EACH ROW WHEN (NEW.name = '" + name.replace("'", "''") + "') EXECUTE FUNCTION " + function
                + "()");
        return () -> {
            execute("DROP TRIGGER IF EXISTS " + function + " ON users");
            execute("DROP FUNCTION IF EXISTS " + function + "()");
        };
    }

    private void execute(String sql) {
        try (Connection c = postgres.connect();
                java.sql.Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }

    /** Whether {@link #appStatements()} can tell: pg_stat_statements is readable in the embedded server only. */
    boolean statementsReadable() {
        return postgres.isEmbedded();
    }

    /**
     * Clears pg_stat_statements. An entry's text is that of the first statement it counted, and
     * texts that differ in case or spacing alone share an entry: without a reset, one variant's
     * {@code delete from users where id=$1} shows under an earlier variant's text.
     */
    boolean resetStatements() {
        return postgres.resetStatementStats();
    }

    /**
     * What the app's role has sent so far (pg_stat_statements), by statement text: the app's
     * statements, and this class's, but not the superuser's that read the statistics.
     */
    Map<String, Long> appStatements() {
        return postgres.statementCalls(postgres.config().user());
    }

    private long count(String sql, String arg) {
        try (Connection c = postgres.connect();
                PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, arg);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
