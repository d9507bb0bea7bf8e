package crudbench.drivers;

import java.util.List;

/**
 * One query: its operation and the values of the statement's parameters, in the order of
 * its placeholders, typed as the apps bind them (ids as long, a limit as int, text as String).
 */
public record Query(Operation operation, List<Object> args) {

    public Query {
        args = List.copyOf(args);
        if (args.size() != operation.parameters().size()) {
            throw new IllegalArgumentException(operation + " takes " + operation.parameters() + ", got " + args);
        }
    }

    /**
     * Whether the rows are the answer this query must get from the seeded table, or else
     * what is wrong with them: get finds its id, a list finds `limit` consecutive ids right
     * after afterId (the seed's ids run from 1 without gaps), create returns its email.
     *
     * @return null when the answer is right
     */
    public String check(List<UserRow> rows) {
        return switch (operation) {
            case GET ->
                rows.size() == 1 && rows.getFirst().id() == (long) args.getFirst()
                        ? null
                        : "get " + args.getFirst() + " returned " + describe(rows);
            case LIST10, LIST100 -> {
                long afterId = (long) args.getFirst();
                int limit = (int) args.get(1);
                boolean right = rows.size() == limit
                        && rows.getFirst().id() == afterId + 1
                        && rows.getLast().id() == afterId + limit;
                yield right ? null : "list after " + afterId + " limit " + limit + " returned " + describe(rows);
            }
            case CREATE ->
                rows.size() == 1
                                && rows.getFirst().email().equals(args.get(1))
                                && rows.getFirst().id() > 0
                        ? null
                        : "create " + args.get(1) + " returned " + describe(rows);
        };
    }

    private static String describe(List<UserRow> rows) {
        return rows.isEmpty()
                ? "no rows"
                : rows.size() + " rows, ids " + rows.getFirst().id() + ".."
                        + rows.getLast().id();
    }
}
