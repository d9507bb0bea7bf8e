package crudbench.quarkus.user;

import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/** The suite's SQL, one statement per operation, on the Agroal pool Quarkus manages. Blocking. */
@ApplicationScoped
public class UserRepository {

    static final String INSERT = "INSERT INTO users (name, email) VALUES (?, ?) RETURNING id, name, email, created_at";
    static final String SELECT = "SELECT id, name, email, created_at FROM users WHERE id = ?";
    static final String LIST = "SELECT id, name, email, created_at FROM users WHERE id > ? ORDER BY id LIMIT ?";
    static final String UPDATE =
            "UPDATE users SET name = ?, email = ? WHERE id = ? RETURNING id, name, email, created_at";
    static final String DELETE = "DELETE FROM users WHERE id = ?";

    private final DataSource dataSource;

    UserRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    User insert(UserInput in) throws SQLException {
        try (Connection c = dataSource.getConnection();
                PreparedStatement ps = c.prepareStatement(INSERT)) {
            ps.setString(1, in.name());
            ps.setString(2, in.email());
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return toUser(rs);
            }
        }
    }

    Optional<User> find(long id) throws SQLException {
        try (Connection c = dataSource.getConnection();
                PreparedStatement ps = c.prepareStatement(SELECT)) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(toUser(rs)) : Optional.empty();
            }
        }
    }

    List<User> list(long afterId, int limit) throws SQLException {
        try (Connection c = dataSource.getConnection();
                PreparedStatement ps = c.prepareStatement(LIST)) {
            ps.setLong(1, afterId);
            ps.setInt(2, limit);
            try (ResultSet rs = ps.executeQuery()) {
                List<User> users = new ArrayList<>(limit);
                while (rs.next()) {
                    users.add(toUser(rs));
                }
                return users;
            }
        }
    }

    /** The updated user, or empty when there is none. */
    Optional<User> update(long id, UserInput in) throws SQLException {
        try (Connection c = dataSource.getConnection();
                PreparedStatement ps = c.prepareStatement(UPDATE)) {
            ps.setString(1, in.name());
            ps.setString(2, in.email());
            ps.setLong(3, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(toUser(rs)) : Optional.empty();
            }
        }
    }

    boolean delete(long id) throws SQLException {
        try (Connection c = dataSource.getConnection();
                PreparedStatement ps = c.prepareStatement(DELETE)) {
            ps.setLong(1, id);
            return ps.executeUpdate() == 1;
        }
    }

    private static User toUser(ResultSet rs) throws SQLException {
        return new User(
                rs.getLong(1),
                rs.getString(2),
                rs.getString(3),
                rs.getObject(4, OffsetDateTime.class).toInstant());
    }
}
