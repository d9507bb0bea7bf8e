package crudbench.quarkus.user;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;

/**
 * The users, through Hibernate ORM with Panache on the Agroal pool Quarkus manages. Blocking.
 * Writes run in a JTA transaction each (Quarkus' {@code @Transactional}), reads in none, as the
 * Quarkus guides write them: Hibernate, not this class, decides the statements (db/orm/*.sql).
 */
@ApplicationScoped
public class UserRepository implements PanacheRepository<UserEntity> {

    @Transactional
    User insert(UserInput in) {
        UserEntity user = new UserEntity(in.name(), in.email());
        persist(user);
        return user.toUser();
    }

    Optional<User> find(long id) {
        return findByIdOptional(id).map(UserEntity::toUser);
    }

    List<User> list(long afterId, int limit) {
        return find("id > ?1", Sort.by("id"), afterId).page(Page.ofSize(limit)).stream()
                .map(UserEntity::toUser)
                .toList();
    }

    /**
     * The updated user, or empty when there is none: the entity is loaded and changed, and the
     * flush writes it. Flushed here rather than at the commit, so that a duplicate email fails in
     * this method, as Hibernate's ConstraintViolationException, and not inside Narayana's commit,
     * which logs it with its trace before it rethrows; the statements are the same.
     */
    @Transactional
    Optional<User> update(long id, UserInput in) {
        Optional<UserEntity> user = findByIdOptional(id);
        user.ifPresent(found -> {
            found.change(in);
            flush();
        });
        return user.map(UserEntity::toUser);
    }

    /** Panache loads the entity and removes it, if there is one. */
    @Transactional
    boolean delete(long id) {
        return deleteById(id);
    }
}
