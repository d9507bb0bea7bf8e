package crudbench.micronaut.user;

import io.micronaut.data.annotation.GeneratedValue;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.serde.annotation.Serdeable;
import java.time.Instant;

/**
 * A user as the API shows it and as a row of the users table reads; {@code createdAt} serializes
 * as RFC 3339 in UTC ("...Z") and maps to created_at by Micronaut Data's default naming strategy.
 */
@Serdeable
@MappedEntity("users")
public record User(@Id @GeneratedValue long id, String name, String email, Instant createdAt) {
}
