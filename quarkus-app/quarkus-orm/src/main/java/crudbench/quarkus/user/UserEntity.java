package crudbench.quarkus.user;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.Generated;

/**
 * The one entity, User, on db/schema.sql's table. Named UserEntity in Java only because the API's
 * {@link User} (quarkus-common) holds that name; the resource answers with that record, as the
 * plain variants do, so that the JSON is written the same way. Not {@code @Cacheable}: Quarkus
 * puts only such entities in the second-level cache.
 */
@Entity(name = "User")
@Table(name = "users")
public class UserEntity {

    /** The database's identity column: Hibernate reads it back from the insert. */
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String name;

    private String email;

    /** The database's default, now(): never written, read back from the insert with the id. */
    @Generated
    @Column(name = "created_at", updatable = false)
    private Instant createdAt;

    protected UserEntity() {}

    UserEntity(String name, String email) {
        this.name = name;
        this.email = email;
    }

    /** The new name and email, which Hibernate writes at the next flush. */
    void change(UserInput in) {
        this.name = in.name();
        this.email = in.email();
    }

    User toUser() {
        return new User(id, name, email, createdAt);
    }
}
