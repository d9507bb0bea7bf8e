package crudbench.quarkus.jdbc.user;

import crudbench.api.ProblemException;
import crudbench.quarkus.user.User;
import crudbench.quarkus.user.UserInput;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/** The suite's SQL, one statement per operation, on the Agroal pool Quarkus manages. Blocking. */
@ApplicationScoped
public class UserRepository {

    static final String INSERT = "INSERT INTO users (name, email) VALUES (?, ?) RETURNING id, name, email, created_at";
    static final String SELECT = "SELECT id, name, email, created_at FROM users WHERE id = ?";
    static final String LIST = "SELECT id, name, email, created_at FROM users WHERE id > ? ORDER BY id LIMIT ?";
    static final String UPDATE = "UPDATE users SET name = ?, email = ? WHERE id = ? RETURNING id, name, email, created_at";
    static final String DELETE = "DELETE FROM users WHERE id = ?";

    private final DataSource dataSource;

    UserRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    User insert(UserInput in) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(INSERT)) {
            ps.setString(1, in.name());
            ps.setString(2, in.email());
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return toUser(rs);
            }
        } catch (SQLException e) {
            throw translate(e);
        }
    }

    /** The user, or null when there is none. */
    User find(long id) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(SELECT)) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? toUser(rs) : null;
            }
        } catch (SQLException e) {
            throw translate(e);
        }
    }

    List<User> list(long afterId, int limit) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(LIST)) {
            ps.setLong(1, afterId);
            ps.setInt(2, limit);
            try (ResultSet rs = ps.executeQuery()) {
                List<User> users = new ArrayList<>(limit);
                while (rs.next()) {
                    users.add(toUser(rs));
                }
                return users;
            }
        } catch (SQLException e) {
            throw translate(e);
        }
    }

    /** The updated user, or null when there is none. */
    User update(long id, UserInput in) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(UPDATE)) {
            ps.setString(1, in.name());
            ps.setString(2, in.email());
            ps.setLong(3, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? toUser(rs) : null;
            }
        } catch (SQLException e) {
            throw translate(e);
        }
    }

    boolean delete(long id) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(DELETE)) {
            ps.setLong(1, id);
            return ps.executeUpdate() == 1;
        } catch (SQLException e) {
            throw translate(e);
        }
    }

    private static User toUser(ResultSet rs) throws SQLException {
        return new User(rs.getLong(1), rs.getString(2), rs.getString(3),
                rs.getObject(4, OffsetDateTime.class).toInstant());
    }

    /**
     * The contract's database error mapping. A unique violation is the email conflict; a
     * data exception (class 22) is a value the database cannot take; a connection problem
     * (class 08, 53, 57), a pool that gives no connection in time (Agroal reports no
     * SQLState) or a transient failure means the database is unavailable. Other errors are
     * bugs in this code and stay 500s.
     */
    static RuntimeException translate(SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        ProblemException problem = ProblemException.ofSqlState(state, e);
        if (problem != null) {
            return problem;
        }
        if (state.isEmpty() || e instanceof SQLTransientException || e instanceof SQLRecoverableException) {
            return ProblemException.unavailable(e);
        }
        return new IllegalStateException("database error " + state, e);
    }
}
