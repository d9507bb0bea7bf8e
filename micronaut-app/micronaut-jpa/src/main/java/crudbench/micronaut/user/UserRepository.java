package crudbench.micronaut.user;

import io.micronaut.data.annotation.Repository;
import io.micronaut.data.model.Pageable;
import io.micronaut.data.model.Sort;
import io.micronaut.data.repository.GenericRepository;
import io.micronaut.transaction.annotation.Transactional;
import java.util.List;
import java.util.Optional;

/**
 * The users, through Micronaut Data JPA: Micronaut writes each method's JPQL at compile time from
 * its name, Hibernate turns it into SQL. A GenericRepository with the operations the API needs, not
 * a CrudRepository: its deleteById answers nothing, and the API must tell a delete that found no
 * user (404); findById and save are CrudRepository's, and compile to the same queries there. Each
 * call runs in a transaction of its own, Micronaut Data's default for a JPA repository. Blocking.
 */
@Repository
interface UserRepository extends GenericRepository<UserEntity, Long> {

    /** Persists a new user; the identity and created_at come back from the insert. */
    UserEntity save(UserEntity user);

    Optional<UserEntity> findById(Long id);

    /** The page after {@code afterId}, in id order: a query with a LIMIT, without a count. */
    List<UserEntity> findByIdGreaterThan(long afterId, Pageable page);

    default List<UserEntity> list(long afterId, int limit) {
        return findByIdGreaterThan(afterId, Pageable.from(0, limit, Sort.of(Sort.Order.asc("id"))));
    }

    /**
     * The JPA way to change a row: load it, change the managed entity, and let Hibernate write
     * the change when the transaction commits. Empty when there is no such user.
     */
    @Transactional
    default Optional<UserEntity> update(long id, UserInput in) {
        return findById(id).map(user -> {
            user.rename(in.name(), in.email());
            return user;
        });
    }

    /** A JPQL delete, with no load before it; the number of users deleted, 0 or 1. */
    int deleteById(Long id);
}
