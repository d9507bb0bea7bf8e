package crudbench.micronaut.user;

import io.micronaut.data.jdbc.runtime.JdbcOperations;
import jakarta.inject.Singleton;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The suite's SQL, one statement per operation, each through Micronaut Data's JdbcOperations
 * on the Hikari pool that Micronaut manages. Blocking.
 */
@Singleton
class UserRepository {

    static final String INSERT = "INSERT INTO users (name, email) VALUES (?, ?) RETURNING id, name, email, created_at";
    static final String SELECT = "SELECT id, name, email, created_at FROM users WHERE id = ?";
    static final String LIST = "SELECT id, name, email, created_at FROM users WHERE id > ? ORDER BY id LIMIT ?";
    static final String UPDATE =
            "UPDATE users SET name = ?, email = ? WHERE id = ? RETURNING id, name, email, created_at";
    static final String DELETE = "DELETE FROM users WHERE id = ?";

    private final JdbcOperations jdbc;

    UserRepository(JdbcOperations jdbc) {
        this.jdbc = jdbc;
    }

    User insert(UserInput in) {
        return run(INSERT, ps -> {
            ps.setString(1, in.name());
            ps.setString(2, in.email());
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return toUser(rs);
            }
        });
    }

    Optional<User> find(long id) {
        return run(SELECT, ps -> {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(toUser(rs)) : Optional.empty();
            }
        });
    }

    List<User> list(long afterId, int limit) {
        return run(LIST, ps -> {
            ps.setLong(1, afterId);
            ps.setInt(2, limit);
            try (ResultSet rs = ps.executeQuery()) {
                List<User> users = new ArrayList<>(limit);
                while (rs.next()) {
                    users.add(toUser(rs));
                }
                return users;
            }
        });
    }

    /** The updated user, or empty when there is none. */
    Optional<User> update(long id, UserInput in) {
        return run(UPDATE, ps -> {
            ps.setString(1, in.name());
            ps.setString(2, in.email());
            ps.setLong(3, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(toUser(rs)) : Optional.empty();
            }
        });
    }

    boolean delete(long id) {
        return run(DELETE, ps -> {
            ps.setLong(1, id);
            return ps.executeUpdate() == 1;
        });
    }

    /** One statement on a connection from the pool, given back when it is done. */
    private <T> T run(String sql, Statement<T> statement) {
        return jdbc.execute(connection -> {
            try (PreparedStatement ps = connection.prepareStatement(sql)) {
                return statement.run(ps);
            }
        });
    }

    private interface Statement<T> {
        T run(PreparedStatement ps) throws SQLException;
    }

    private static User toUser(ResultSet rs) throws SQLException {
        return new User(
                rs.getLong(1),
                rs.getString(2),
                rs.getString(3),
                rs.getObject(4, OffsetDateTime.class).toInstant());
    }
}
