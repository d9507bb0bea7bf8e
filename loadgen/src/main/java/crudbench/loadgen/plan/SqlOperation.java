package crudbench.loadgen.plan;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Which statement of db/queries.sql a request runs, by the contract's routes
 * (api/openapi.yaml): POST on the collection creates, GET on it lists, and GET, PUT and DELETE
 * on one user get, update and delete it. The answer is the operation's name in queries.sql.
 * Nothing here knows a benchmark's metrics: they map through the requests they send.
 */
final class SqlOperation {

    /** The contract's one collection. */
    static final String COLLECTION = "users";

    private SqlOperation() {}

    /** The operation a request runs, or empty for a request outside the users resource (health, say). */
    static Optional<String> of(String method, String path) {
        if (path == null) {
            return Optional.empty();
        }
        String bare = path.replaceFirst("[?#].*$", "");
        List<String> segments =
                Arrays.stream(bare.split("/")).filter(s -> !s.isEmpty()).toList();
        if (segments.isEmpty() || !segments.getFirst().equals(COLLECTION) || segments.size() > 2) {
            return Optional.empty();
        }
        boolean one = segments.size() == 2;
        String operation = switch (method) {
            case "POST" -> one ? null : "create";
            case "GET" -> one ? "get" : "list";
            case "PUT" -> one ? "update" : null;
            case "DELETE" -> one ? "delete" : null;
            default -> null;
        };
        return Optional.ofNullable(operation);
    }
}
