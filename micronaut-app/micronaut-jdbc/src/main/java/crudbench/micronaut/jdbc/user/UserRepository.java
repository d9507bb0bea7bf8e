package crudbench.micronaut.jdbc.user;

import crudbench.micronaut.user.User;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.util.List;

/**
 * The suite's SQL, one statement per operation, run by Micronaut Data JDBC on the Hikari pool
 * that Micronaut manages. Micronaut Data sends each query as written, with :name as ?.
 */
@JdbcRepository(dialect = Dialect.POSTGRES)
interface UserRepository extends GenericRepository<User, Long> {

    @Query("INSERT INTO users (name, email) VALUES (:name, :email) RETURNING id, name, email, created_at")
    User insert(String name, String email);

    @Query("SELECT id, name, email, created_at FROM users WHERE id = :id")
    @Nullable
    User find(long id);

    @Query("SELECT id, name, email, created_at FROM users WHERE id > :afterId ORDER BY id LIMIT :limit")
    List<User> list(long afterId, int limit);

    /** The updated user, or null when there is none. */
    @Query("UPDATE users SET name = :name, email = :email WHERE id = :id RETURNING id, name, email, created_at")
    @Nullable
    User update(String name, String email, long id);

    /** How many users were deleted: 1 or 0. */
    @Query("DELETE FROM users WHERE id = :id")
    long delete(long id);
}
