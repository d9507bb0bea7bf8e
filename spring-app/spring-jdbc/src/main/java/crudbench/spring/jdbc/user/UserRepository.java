package crudbench.spring.jdbc.user;

import crudbench.spring.user.DatabaseFailures;
import crudbench.spring.user.User;
import crudbench.spring.user.UserInput;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The suite's SQL, one statement per operation, run through JdbcClient on the Hikari pool Boot manages. */
@Repository
class UserRepository {

    static final String INSERT = "INSERT INTO users (name, email) VALUES (?, ?) RETURNING id, name, email, created_at";
    static final String SELECT = "SELECT id, name, email, created_at FROM users WHERE id = ?";
    static final String LIST = "SELECT id, name, email, created_at FROM users WHERE id > ? ORDER BY id LIMIT ?";
    static final String UPDATE = "UPDATE users SET name = ?, email = ? WHERE id = ? RETURNING id, name, email, created_at";
    static final String DELETE = "DELETE FROM users WHERE id = ?";

    private final JdbcClient jdbc;

    UserRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    User insert(UserInput in) {
        return run(() -> jdbc.sql(INSERT).param(in.name()).param(in.email()).query(UserRepository::toUser).single());
    }

    Optional<User> find(long id) {
        return run(() -> jdbc.sql(SELECT).param(id).query(UserRepository::toUser).optional());
    }

    List<User> list(long afterId, int limit) {
        return run(() -> jdbc.sql(LIST).param(afterId).param(limit).query(UserRepository::toUser).list());
    }

    Optional<User> update(long id, UserInput in) {
        return run(() -> jdbc.sql(UPDATE).param(in.name()).param(in.email()).param(id).query(UserRepository::toUser).optional());
    }

    boolean delete(long id) {
        return run(() -> jdbc.sql(DELETE).param(id).update() == 1);
    }

    private static User toUser(ResultSet row, int rowNum) throws SQLException {
        return new User(row.getLong(1), row.getString(2), row.getString(3),
                row.getObject(4, OffsetDateTime.class).toInstant());
    }

    /** Runs one statement; a failure becomes the contract's answer by the SQLState pgjdbc reports. */
    private static <T> T run(Supplier<T> statement) {
        try {
            return statement.get();
        } catch (DataAccessException e) {
            throw DatabaseFailures.translate(e, t -> t instanceof SQLException sql ? sql.getSQLState() : null);
        }
    }
}
