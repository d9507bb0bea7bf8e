package crudbench.micronaut.user;

import io.micronaut.serde.annotation.Serdeable;
import java.time.Instant;

/** A user as the API shows it; {@code createdAt} serializes as RFC 3339 in UTC ("...Z"). */
@Serdeable
public record User(long id, String name, String email, Instant createdAt) {}
