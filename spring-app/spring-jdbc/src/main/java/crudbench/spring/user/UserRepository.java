package crudbench.spring.user;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The suite's SQL, one statement per operation, run through JdbcClient on the Hikari pool Boot manages. Blocking. */
@Repository
class UserRepository {

    static final String INSERT = "INSERT INTO users (name, email) VALUES (?, ?) RETURNING id, name, email, created_at";
    static final String SELECT = "SELECT id, name, email, created_at FROM users WHERE id = ?";
    static final String LIST = "SELECT id, name, email, created_at FROM users WHERE id > ? ORDER BY id LIMIT ?";
    static final String UPDATE =
            "UPDATE users SET name = ?, email = ? WHERE id = ? RETURNING id, name, email, created_at";
    static final String DELETE = "DELETE FROM users WHERE id = ?";

    private final JdbcClient jdbc;

    UserRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    User insert(UserInput in) {
        return jdbc.sql(INSERT)
                .param(in.name())
                .param(in.email())
                .query(UserRepository::toUser)
                .single();
    }

    Optional<User> find(long id) {
        return jdbc.sql(SELECT).param(id).query(UserRepository::toUser).optional();
    }

    List<User> list(long afterId, int limit) {
        return jdbc.sql(LIST)
                .param(afterId)
                .param(limit)
                .query(UserRepository::toUser)
                .list();
    }

    /** The updated user, or empty when there is none. */
    Optional<User> update(long id, UserInput in) {
        return jdbc.sql(UPDATE)
                .param(in.name())
                .param(in.email())
                .param(id)
                .query(UserRepository::toUser)
                .optional();
    }

    boolean delete(long id) {
        return jdbc.sql(DELETE).param(id).update() == 1;
    }

    private static User toUser(ResultSet row, int rowNum) throws SQLException {
        return new User(
                row.getLong(1),
                row.getString(2),
                row.getString(3),
                row.getObject(4, OffsetDateTime.class).toInstant());
    }
}
