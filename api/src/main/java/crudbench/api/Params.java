package crudbench.api;

/** Path and query parameters, parsed by the contract's rules rather than by each framework's conversion. */
public final class Params {

    public static final int DEFAULT_LIMIT = 10;
    public static final int MAX_LIMIT = 1000;

    private Params() {}

    /** A user id: decimal digits only, 1 to 2^63-1. */
    public static long id(String raw) {
        long id = digits(raw, "id");
        if (id < 1) {
            throw ProblemException.badRequest("id must be a positive 64-bit integer");
        }
        return id;
    }

    /** An absent or empty value ({@code ?limit=}) means the default. */
    public static int limit(String raw) {
        if (raw == null || raw.isEmpty()) {
            return DEFAULT_LIMIT;
        }
        long limit = digits(raw, "limit");
        if (limit < 1 || limit > MAX_LIMIT) {
            throw ProblemException.badRequest("limit must be an integer from 1 to " + MAX_LIMIT);
        }
        return (int) limit;
    }

    public static long afterId(String raw) {
        return raw == null || raw.isEmpty() ? 0 : digits(raw, "afterId");
    }

    private static long digits(String raw, String name) {
        if (raw.isEmpty() || !raw.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw ProblemException.badRequest(name + " must be a non-negative decimal integer");
        }
        try {
            return Long.parseLong(raw);
        } catch (NumberFormatException e) {
            throw ProblemException.badRequest(name + " is larger than a 64-bit integer");
        }
    }
}
