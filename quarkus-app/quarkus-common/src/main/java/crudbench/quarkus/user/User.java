package crudbench.quarkus.user;

import java.time.Instant;

/** A user as the API shows it; {@code createdAt} serializes as RFC 3339 in UTC ("...Z"). */
public record User(long id, String name, String email, Instant createdAt) {}
