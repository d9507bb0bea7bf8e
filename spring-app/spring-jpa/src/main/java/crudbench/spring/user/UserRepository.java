package crudbench.spring.user;

import java.util.List;
import java.util.Optional;
import org.springframework.data.domain.Limit;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.transaction.annotation.Transactional;

/**
 * The users table through Spring Data JPA on Hibernate ORM, on the Hikari pool Boot manages.
 * Blocking. Spring Data writes the SQL; what PostgreSQL receives per operation, and how it
 * differs from db/queries.sql, is in db/orm/spring-jpa.sql. The inherited methods run in the
 * transactions SimpleJpaRepository declares (read-only for reads); the derived query runs in
 * none, as Spring Data leaves a declared query method.
 */
interface UserRepository extends JpaRepository<UserEntity, Long> {

    /** A page of the keyset: the users after {@code afterId}, in id order. */
    List<UserEntity> findByIdGreaterThanOrderById(long afterId, Limit limit);

    /**
     * JPA's update: load the entity and change it in one transaction; Hibernate writes the
     * change at commit. Empty when there is no such user.
     */
    @Transactional
    default Optional<User> update(long id, String name, String email) {
        return findById(id).map(user -> {
            user.rename(name, email);
            return user.toUser();
        });
    }

    /** JPA's delete: load the entity and remove it, in one transaction. False when there is none. */
    @Transactional
    default boolean deleteIfPresent(long id) {
        Optional<UserEntity> user = findById(id);
        user.ifPresent(this::delete);
        return user.isPresent();
    }
}
