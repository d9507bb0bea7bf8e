package crudbench.loadgen.stress;

/** A user as a 201 acknowledged it: what must be in the database afterwards. */
public record Write(long id, String name, String email) {}
