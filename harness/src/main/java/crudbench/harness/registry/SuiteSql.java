package crudbench.harness.registry;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** db/queries.sql: the statement of each operation, as every variant must send it. */
public final class SuiteSql {

    private SuiteSql() {}

    /** Operation (the comment above the statement: create, get, list, update, delete) to its SQL, without ';'. */
    public static Map<String, String> statements(Repo repo) {
        try {
            Map<String, String> statements = new LinkedHashMap<>();
            String operation = null;
            List<String> lines = Files.readAllLines(repo.resolve("db/queries.sql"));
            for (String raw : lines) {
                String line = raw.strip();
                if (line.startsWith("-- ") && line.substring(3).matches("[a-z]+")) {
                    operation = line.substring(3);
                } else if (!line.isEmpty() && !line.startsWith("--")) {
                    if (operation == null) {
                        throw new IllegalStateException(
                                "db/queries.sql: a statement without its operation above it: " + line);
                    }
                    statements.put(operation, line.endsWith(";") ? line.substring(0, line.length() - 1) : line);
                    operation = null;
                }
            }
            return statements;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** $1, ? and :name become one placeholder; whitespace runs one space: texts that PostgreSQL treats alike compare equal. */
    public static String normalize(String sql) {
        return sql.replaceAll("\\$\\d+|\\?|(?<![:\\w]):[a-zA-Z]\\w*", "?")
                .replaceAll("\\s+", " ")
                .strip();
    }
}
