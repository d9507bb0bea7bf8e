package crudbench.harness.registry;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * docs/fairness.md's two tables that name variants, written from the registry and the modules, so that a variant
 * joins them with its module and its registry entry alone (issue 54):
 *
 * <ul>
 *   <li>the table of the variants: each module's FAIRNESS.md holds the rows of the variants it builds, the one place
 *       where their settings and the reasons for their deviations are written, beside the code; the page gathers
 *       them in registry order, its links rebased from the module to docs/;
 *   <li>the table of deadlines: its rows, one per driver and pool, stay hand-written; the variants cell of each is
 *       the registry's variants on that driver and pool.
 * </ul>
 */
public final class FairnessTables {

    /** The file in each variant's module that holds its row. */
    public static final String FILE = "FAIRNESS.md";

    public static final String HEADER = "| variant | web server | thread model | driver and pool | statement cache |"
            + " pipelining | deviations from parity and from framework defaults |";

    private static final String SEPARATOR = "|---|---|---|---|---|---|---|";

    /** docs/fairness.md, where the rows go: their links are rebased to it. */
    private static final Path PAGE = Path.of("docs/fairness.md");

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)]*)\\)");

    /** A row of the deadlines by the client it names first, to the registry's driver axis. */
    private static final Map<String, String> DRIVERS =
            Map.of("pgjdbc", "jdbc", "r2dbc-postgresql", "r2dbc", "Vert.x", "vertx");

    /** A Vert.x row's client major version, e.g. 4.5 in "Vert.x PG client 4.5, Vert.x pool". */
    private static final Pattern VERTX_MAJOR = Pattern.compile("^Vert\\.x PG client ([0-9.]+)");

    private FairnessTables() {}

    /** The table of the variants: the header, then each variant's row from its module, in registry order. */
    public static String variants(Repo repo, Variants variants) {
        Map<String, Map<String, String>> byModule = new LinkedHashMap<>();
        StringBuilder md =
                new StringBuilder(HEADER).append('\n').append(SEPARATOR).append('\n');
        for (Variant v : variants.all()) {
            Map<String, String> rows = byModule.computeIfAbsent(v.module(), m -> rows(repo, m, variants));
            md.append(rows.get(v.id())).append('\n');
        }
        return md.toString();
    }

    /** A module's rows by variant id, links rebased; fails unless there is one row per variant it builds. */
    private static Map<String, String> rows(Repo repo, String module, Variants variants) {
        Path file = repo.resolve(module + "/" + FILE);
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    module + " has no " + FILE + ": its variants' row of docs/fairness.md is written there", e);
        }
        Map<String, String> rows = new LinkedHashMap<>();
        for (String line : MarkdownTables.rowLines(text, HEADER)) {
            rows.put(MarkdownTables.cells(line).getFirst(), rebase(line, Path.of(module)));
        }
        List<String> built = variants.all().stream()
                .filter(v -> v.module().equals(module))
                .map(Variant::id)
                .toList();
        if (!rows.keySet().equals(new LinkedHashSet<>(built))) {
            throw new IllegalStateException(module + "/" + FILE + " has rows for " + rows.keySet()
                    + " where the module builds " + built + ": one row each, under the header " + HEADER);
        }
        return rows;
    }

    /**
     * The table of deadlines with each row's variants cell (its second) written from the registry: the variants on the
     * driver and pool its first cell names. A JDBC row names its pool (Agroal, HikariCP); a Vert.x row its client's
     * major version ("Vert.x PG client 4.5"), matched against versions.json. Fails when a variant falls under no row
     * or under two, so a variant of a new driver or pool needs its row written.
     *
     * @param table the table as the page holds it: header, separator, rows
     */
    public static String deadlines(String table, Variants variants, Versions versions) {
        List<String> lines = table.lines().toList();
        StringBuilder md = new StringBuilder(lines.get(0))
                .append('\n')
                .append(lines.get(1))
                .append('\n');
        Map<String, String> rowOf = new LinkedHashMap<>();
        for (String line : lines.subList(2, lines.size())) {
            List<String> cells = MarkdownTables.cells(line);
            String driverAndPool = cells.getFirst();
            List<String> ids = variants.all().stream()
                    .filter(v -> under(driverAndPool, v, versions))
                    .map(Variant::id)
                    .toList();
            for (String id : ids) {
                String previous = rowOf.put(id, driverAndPool);
                if (previous != null) {
                    throw new IllegalStateException(
                            id + " falls under two rows of the deadlines: " + previous + "; " + driverAndPool);
                }
            }
            List<String> written = new ArrayList<>(cells);
            written.set(1, String.join(", ", ids));
            md.append("| ").append(String.join(" | ", written)).append(" |\n");
        }
        List<String> missing =
                variants.ids().stream().filter(id -> !rowOf.containsKey(id)).toList();
        if (!missing.isEmpty()) {
            throw new IllegalStateException(missing + " fall under no row of docs/fairness.md's deadlines:"
                    + " write the row of their driver and pool");
        }
        return md.toString();
    }

    /** Whether a variant runs the driver and pool a row of the deadlines names. */
    static boolean under(String driverAndPool, Variant variant, Versions versions) {
        String driver = DRIVERS.entrySet().stream()
                .filter(d -> driverAndPool.startsWith(d.getKey()))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(
                        "a row of the deadlines names no driver the registry knows: " + driverAndPool));
        if (!driver.equals(variant.driver())) {
            return false;
        }
        for (String pool : List.of("Agroal", "HikariCP")) {
            if (driverAndPool.contains(pool) != variant.client().contains(pool)) {
                return false;
            }
        }
        Matcher major = VERTX_MAJOR.matcher(driverAndPool);
        return !major.find()
                || versions.libraries(variant, null)
                        .getOrDefault("vertx-pg-client", "")
                        .startsWith(major.group(1) + ".");
    }

    /** The row's relative links, written from the module's directory, as docs/fairness.md reaches them. */
    static String rebase(String row, Path module) {
        Matcher link = LINK.matcher(row);
        StringBuilder out = new StringBuilder();
        while (link.find()) {
            String target = link.group(1);
            String rebased = target.contains("://") || target.startsWith("#") ? target : relink(target, module);
            link.appendReplacement(out, Matcher.quoteReplacement("](" + rebased + ")"));
        }
        return link.appendTail(out).toString();
    }

    private static String relink(String target, Path module) {
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String fragment = hash < 0 ? "" : target.substring(hash);
        Path file = module.resolve(path).normalize();
        if (file.equals(PAGE)) {
            return fragment.isEmpty() ? PAGE.getFileName().toString() : fragment;
        }
        return PAGE.getParent().relativize(file).toString().replace('\\', '/') + fragment;
    }
}
