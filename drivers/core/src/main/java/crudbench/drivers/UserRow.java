package crudbench.drivers;

import java.time.Instant;

/** One row of users as every app decodes it: all four columns, the timestamp as an instant. */
public record UserRow(long id, String name, String email, Instant createdAt) {}
