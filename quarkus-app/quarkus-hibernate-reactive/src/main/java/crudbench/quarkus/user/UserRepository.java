package crudbench.quarkus.user;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.quarkus.hibernate.reactive.panache.PanacheRepository;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Sort;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeoutException;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The users, through Hibernate Reactive with Panache on the Vert.x pool Quarkus manages.
 * Non-blocking. Writes run in a transaction each, reads in a session without one, as
 * {@code @WithTransaction} and {@code @WithSession} would open them: Hibernate, not this class,
 * decides the statements (db/orm/quarkus-hibernate-reactive.sql).
 *
 * <p>Every call ends within DB_QUERY_TIMEOUT_S, the wait for a connection included, as in
 * quarkus-reactive: the Vert.x client has no read timeout, so a database that goes silent would
 * hold the request forever. The deadline is set around the session (Panache.withSession and
 * withTransaction rather than their annotations, which would put it inside): a deadline inside it
 * would leave the request waiting for the rollback, which a silent database does not answer either.
 */
@ApplicationScoped
public class UserRepository implements PanacheRepository<UserEntity> {

    private final Duration deadline;

    UserRepository(@ConfigProperty(name = "crudbench.query-timeout-s") long queryTimeoutS) {
        this.deadline = Duration.ofSeconds(queryTimeoutS);
    }

    Uni<User> insert(UserInput in) {
        return within(Panache.withTransaction(
                () -> persist(new UserEntity(in.name(), in.email())).map(UserEntity::toUser)));
    }

    /** The user, or a null item when there is none. */
    Uni<User> find(long id) {
        return within(Panache.withSession(() -> findById(id).map(UserRepository::toUserOrNull)));
    }

    Uni<List<User>> list(long afterId, int limit) {
        return within(Panache.withSession(() -> find("id > ?1", Sort.by("id"), afterId)
                .page(Page.ofSize(limit))
                .list()
                .map(users -> users.stream().map(UserEntity::toUser).toList())));
    }

    /**
     * The updated user, or a null item when there is none: the entity is loaded and changed, and
     * the flush writes it, inside the transaction, as in quarkus-orm.
     */
    Uni<User> update(long id, UserInput in) {
        return within(Panache.withTransaction(() -> findById(id)
                .call(user -> {
                    if (user == null) {
                        return Uni.createFrom().nullItem();
                    }
                    user.change(in);
                    return flush();
                })
                .map(UserRepository::toUserOrNull)));
    }

    /**
     * Panache's query delete, an HQL delete by id that returns its count, with no load before it.
     * Panache's deleteById (load, then remove) hangs under concurrent load on these versions: the
     * transaction stays idle after its delete until the deadline, and Hibernate Reactive then
     * reports the session used from another thread (HR000069); quarkusio/quarkus#23324 and #41945,
     * open, whose workaround this is (docs/fairness.md, ORM variants).
     */
    Uni<Boolean> delete(long id) {
        return within(Panache.withTransaction(() -> delete("id", id).map(n -> n > 0)));
    }

    /**
     * The call, failing with a TimeoutException (a 503) when it has no answer by the deadline, on
     * Mutiny's timer. The statement itself cannot be cancelled: on a silent server it keeps its
     * connection until the server answers or resets it.
     */
    private <T> Uni<T> within(Uni<T> call) {
        return call.ifNoItem()
                .after(deadline)
                .failWith(() -> new TimeoutException("no answer from the database within " + deadline));
    }

    private static User toUserOrNull(UserEntity user) {
        return user == null ? null : user.toUser();
    }
}
