package crudbench.harness.registry;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * db/orm/VARIANT.sql: what PostgreSQL receives for each operation of an ORM variant, in the
 * layout of db/queries.sql (see {@link SuiteSql}), except that an operation may have several
 * statements, one per line, in the order they are sent, as pg_stat_statements shows their text.
 * The contract tests check each file against the database.
 */
public final class OrmSql {

    /** Where the files are, one per ORM variant, named by its id. */
    public static final String DIR = "db/orm";

    /**
     * The statement that ends a transaction. pgjdbc sends COMMIT as a named server-side prepared
     * statement (S_1 in the server's log), and pg_stat_statements counts it when the connection
     * prepares it, its first commit, not when it runs again: a check of counts must leave it out.
     * The files still list it, as the round trip it is.
     */
    public static final String COMMIT = "COMMIT";

    private OrmSql() {}

    public static Path file(Repo repo, String variant) {
        return repo.resolve(DIR + "/" + variant + ".sql");
    }

    /** The ids that have a file, sorted. */
    public static List<String> variants(Repo repo) {
        Path dir = repo.resolve(DIR);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files
                    .map(f -> f.getFileName().toString())
                    .filter(name -> name.endsWith(".sql"))
                    .map(name -> name.substring(0, name.length() - ".sql".length()))
                    .collect(TreeSet<String>::new, TreeSet::add, TreeSet::addAll)
                    .stream()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Operation (create, get, list, update, delete) to its statements in order, each without ';'. */
    public static Map<String, List<String>> statements(Repo repo, String variant) {
        Path file = file(repo, variant);
        try {
            return parse(Files.readAllLines(file), repo.root().relativize(file).toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Map<String, List<String>> parse(List<String> lines, String name) {
        Map<String, List<String>> statements = new LinkedHashMap<>();
        List<String> current = null;
        for (String raw : lines) {
            String line = raw.strip();
            if (line.startsWith("-- ") && line.substring(3).matches("[a-z]+")) {
                current = new ArrayList<>();
                if (statements.put(line.substring(3), current) != null) {
                    throw new IllegalStateException(name + ": operation " + line.substring(3) + " twice");
                }
            } else if (!line.isEmpty() && !line.startsWith("--")) {
                if (current == null) {
                    throw new IllegalStateException(name + ": a statement without its operation above it: " + line);
                }
                current.add(line.endsWith(";") ? line.substring(0, line.length() - 1) : line);
            }
        }
        statements.forEach((operation, sql) -> {
            if (sql.isEmpty()) {
                throw new IllegalStateException(name + ": operation " + operation + " has no statement");
            }
        });
        return statements;
    }

    /**
     * Counts as a check compares them with pg_stat_statements': each text normalized ({@link
     * SuiteSql#normalize}), COMMIT left out ({@link #COMMIT} says why).
     */
    public static Map<String, Long> comparable(Map<String, Long> counts) {
        Map<String, Long> comparable = new LinkedHashMap<>();
        counts.forEach((sql, n) -> {
            if (!sql.strip().equalsIgnoreCase(COMMIT)) {
                comparable.merge(SuiteSql.normalize(sql), n, Long::sum);
            }
        });
        return comparable;
    }

    /** Each statement's text with the times it is sent, in the order first sent. */
    public static Map<String, Long> counts(List<String> statements) {
        Map<String, Long> counts = new LinkedHashMap<>();
        statements.forEach(sql -> counts.merge(sql, 1L, Long::sum));
        return counts;
    }
}
