package crudbench.api;

/**
 * A request that ends in a contract error. It carries no stack trace: 404s and 409s are
 * ordinary answers under load, not events to trace.
 */
public final class ProblemException extends RuntimeException {

    private final int status;

    private ProblemException(int status, String detail, Throwable cause) {
        super(detail, cause, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }

    public static ProblemException badRequest(String detail) {
        return new ProblemException(400, detail, null);
    }

    public static ProblemException notFound(long id) {
        return new ProblemException(404, "no user with id " + id, null);
    }

    public static ProblemException emailTaken() {
        return new ProblemException(409, "the email is already used by another user", null);
    }

    /**
     * The contract's mapping of a PostgreSQL SQLState: a unique violation is the email
     * conflict, a data exception (class 22) a value the database cannot take, a connection
     * problem (class 08, 53, 57) an unavailable database. Null for any other state: a bug in
     * the variant, which stays a 500.
     */
    public static ProblemException ofSqlState(String state, Throwable cause) {
        if (state.equals("23505")) {
            return emailTaken();
        }
        if (state.startsWith("22")) {
            return badRequest("the database cannot store this value");
        }
        if (state.startsWith("08") || state.startsWith("53") || state.startsWith("57")) {
            return unavailable(cause);
        }
        return null;
    }

    /** The database did not answer; the cause is logged when answering, never sent. */
    public static ProblemException unavailable(Throwable cause) {
        return new ProblemException(503, "the database is unavailable; try again later", cause);
    }
}
