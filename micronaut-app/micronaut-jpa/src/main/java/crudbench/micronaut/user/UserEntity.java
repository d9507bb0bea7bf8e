package crudbench.micronaut.user;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.Generated;

/**
 * A row of users, as Hibernate maps it. Not named User: that is the API's record in
 * micronaut-common, which the controller answers with, as the other Micronaut variants do.
 */
@Entity
@Table(name = "users")
public class UserEntity {

    // The database's identity column: Hibernate inserts without an id and reads back the one
    // PostgreSQL assigned.
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String name;

    private String email;

    // The database's default, now(): never written by the app, read back after the insert.
    @Generated
    @Column(name = "created_at", insertable = false, updatable = false)
    private Instant createdAt;

    protected UserEntity() {}

    public UserEntity(String name, String email) {
        this.name = name;
        this.email = email;
    }

    public Long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public String getEmail() {
        return email;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    /** Changes name and email; Hibernate writes them when the transaction that loaded this user commits. */
    public void rename(String name, String email) {
        this.name = name;
        this.email = email;
    }

    /** The API's view of this row. */
    User toUser() {
        return new User(id, name, email, createdAt);
    }
}
