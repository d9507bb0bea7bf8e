package crudbench.spring.user;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.Generated;

/**
 * The JPA entity User, one row of users (db/schema.sql). The class is not called User because
 * spring-common's {@link User} is the API's view of a user, the JSON every Spring variant writes;
 * the controller answers with that, made from an entity that is already loaded.
 */
@Entity(name = "User")
@Table(name = "users")
class UserEntity {

    /** The database's identity column assigns it, so Hibernate inserts at persist, not at flush. */
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String name;

    private String email;

    /**
     * The database's default, now(), read back in the insert's own statement: Hibernate's
     * PostgreSQL dialect adds it to the RETURNING clause of the identity, with no second select.
     */
    @Generated
    @Column(name = "created_at", insertable = false, updatable = false)
    private Instant createdAt;

    protected UserEntity() {}

    UserEntity(String name, String email) {
        this.name = name;
        this.email = email;
    }

    /** A change that Hibernate's dirty checking writes when the transaction commits. */
    void rename(String name, String email) {
        this.name = name;
        this.email = email;
    }

    User toUser() {
        return new User(id, name, email, createdAt);
    }
}
