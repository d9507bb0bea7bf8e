package crudbench.drivers;

import java.util.List;
import java.util.Locale;

/**
 * What the baseline measures: the benchmark's read and create scenarios, each one statement
 * of db/queries.sql. The ids are loadgen's scenario names, so that a driver row here and an
 * app's row there name the same thing.
 */
public enum Operation {

    /** One user by a random seeded id. */
    GET("get", "get", 0, List.of("id")),
    /** Ten users after a random id, as the benchmark's list10. */
    LIST10("list10", "list", 10, List.of("afterId", "limit")),
    /** A hundred users after a random id, as the benchmark's list100. */
    LIST100("list100", "list", 100, List.of("afterId", "limit")),
    /** A new user with a unique email. */
    CREATE("create", "create", 0, List.of("name", "email"));

    private final String id;
    private final String statement;
    private final int limit;
    private final List<String> parameters;

    Operation(String id, String statement, int limit, List<String> parameters) {
        this.id = id;
        this.statement = statement;
        this.limit = limit;
        this.parameters = parameters;
    }

    /** The name in results and on the command line: get, list10, list100, create. */
    public String id() {
        return id;
    }

    /** The operation in db/queries.sql whose statement this runs. */
    public String statement() {
        return statement;
    }

    /** Rows a list asks for; 0 for the others. */
    public int limit() {
        return limit;
    }

    /** Names of the statement's parameters $1, $2, ... in order. */
    public List<String> parameters() {
        return parameters;
    }

    public static Operation of(String id) {
        for (Operation op : values()) {
            if (op.id.equals(id)) {
                return op;
            }
        }
        throw new IllegalArgumentException("unknown operation '" + id + "'; known: get, list10, list100, create");
    }

    @Override
    public String toString() {
        return id.toLowerCase(Locale.ROOT);
    }
}
