package crudbench.drivers.baseline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** The table of a run, for the terminal and for drivers.md, built from drivers.json alone. */
final class Report {

    private static final List<String> DRIVER_ORDER = List.of("jdbc", "r2dbc", "vertx", "pgbench");
    private static final List<String> OPERATION_ORDER = List.of("get", "list10", "list100", "create");
    private static final String[] HEADERS = {
        "operation",
        "users",
        "driver",
        "queries/s",
        "p50 ms",
        "p99 ms",
        "client CPU ms/q",
        "PG CPU ms/q",
        "errors",
        "busy backends",
        "busy threads"
    };
    /** Numbers align right. */
    private static final boolean[] RIGHT = {false, true, false, true, true, true, true, true, true, true, true};

    private Report() {}

    /** The table in a fixed order: by operation, then users, the drivers side by side, pgbench last. */
    static List<List<String>> cells(DriversResult result) {
        List<DriversResult.Row> rows = new ArrayList<>(result.rows());
        rows.sort(Comparator.comparingInt((DriversResult.Row r) -> order(OPERATION_ORDER, r.operation()))
                .thenComparing(r -> r.driver().equals("pgbench"))
                .thenComparingInt(DriversResult.Row::users)
                .thenComparingInt(r -> order(DRIVER_ORDER, r.driver())));
        List<List<String>> cells = new ArrayList<>();
        for (DriversResult.Row r : rows) {
            cells.add(List.of(
                    r.operation(),
                    Integer.toString(r.users()),
                    name(r.driver()),
                    num(r.qps(), 0),
                    ms(r.p50Ms()),
                    ms(r.p99Ms()),
                    num(r.clientCpuMsPerQuery(), 4),
                    num(r.postgresCpuMsPerQuery(), 4),
                    Long.toString(r.errors()),
                    r.busyBackends() == null ? "n/a" : r.busyBackends().toString(),
                    r.busyThreads() == null ? "" : r.busyThreads().toString()));
        }
        return cells;
    }

    static String name(String driver) {
        return driver.equals("pgbench") ? "pgbench (libpq)" : driver;
    }

    /** The terminal's version: the clients, the table, the notes. */
    static String text(DriversResult result) {
        StringBuilder out = new StringBuilder();
        clients(result).forEach(line -> out.append(line).append('\n'));
        out.append('\n');
        List<List<String>> cells = cells(result);
        int[] widths = widths(cells);
        out.append(line(List.of(HEADERS), widths, "  ").stripTrailing()).append('\n');
        for (List<String> row : cells) {
            out.append(line(row, widths, "  ").stripTrailing()).append('\n');
        }
        result.notes().forEach(n -> out.append("note: ").append(n).append('\n'));
        return out.toString();
    }

    /** drivers.md: the facts of the run, the table, how to read it. */
    static String markdown(DriversResult result) {
        DriversResult.RunSettings s = result.settings();
        DriversResult.Machine m = result.machine();
        StringBuilder out = new StringBuilder("# Driver baseline, ")
                .append(result.startedAt())
                .append("\n\n");
        out.append("The suite's SQL straight through each driver and its pool, no web framework (`just drivers`).\n\n");
        out.append(String.format(
                Locale.ROOT,
                "- profile `%s`: users %s; per operation and load %d s ramp + %d s measured;"
                        + " warm-up in rounds of %d s per operation at %d users, %d to %d rounds, until the JIT's"
                        + " compiler threads use at most %.0f%% of a round's CPU%n",
                s.profile(),
                s.users(),
                s.rampSeconds(),
                s.measureSeconds(),
                s.warmupSeconds(),
                s.warmupUsers(),
                s.warmupMinRounds(),
                s.warmupMaxRounds(),
                100 * s.jitQuietShare()));
        out.append("- parity: ")
                .append(String.join(
                        ", ",
                        s.parity().entrySet().stream()
                                .map(e -> "`" + e.getKey() + "=" + e.getValue() + "`")
                                .toList()))
                .append('\n');
        out.append("- worker JVM flags: `")
                .append(String.join(" ", s.workerJvmFlags()))
                .append("`\n");
        out.append("- database: ")
                .append(s.database().embedded() ? "embedded " : "")
                .append("PostgreSQL ")
                .append(s.database().serverVersion())
                .append(" at ")
                .append(s.database().host())
                .append(':')
                .append(s.database().port())
                .append('\n');
        out.append(String.format(
                Locale.ROOT,
                "- machine: %d cores, %s, %s; %s; commit %s%n%n",
                m.cores(),
                m.cpu(),
                m.memoryBytes() == null ? "?" : (m.memoryBytes() >> 30) + " GiB",
                m.jdk(),
                m.commit()));
        clients(result).forEach(line -> out.append("- ").append(line).append('\n'));
        out.append('\n');
        List<List<String>> cells = cells(result);
        int[] widths = widths(cells);
        out.append("| ").append(line(List.of(HEADERS), widths, " | ")).append(" |\n|");
        for (int i = 0; i < widths.length; i++) {
            out.append(RIGHT[i] ? "-".repeat(widths[i] + 1) + ":|" : "-".repeat(widths[i] + 2) + "|");
        }
        out.append('\n');
        for (List<String> row : cells) {
            out.append("| ").append(line(row, widths, " | ")).append(" |\n");
        }
        out.append('\n').append(HOW_TO_READ);
        if (!result.notes().isEmpty()) {
            out.append("\n## Notes\n\n");
            result.notes().forEach(n -> out.append("- ").append(n).append('\n'));
        }
        return out.toString();
    }

    static final String HOW_TO_READ = """
            How to read it: each row is one driver (in a JVM of its own, with the apps' JVM flags and
            parity settings) running one statement of db/queries.sql for N users, each sending its
            next query as soon as the last is answered. Latency runs from the call into the driver,
            pool acquire included, to the decoded rows. CPU per query is user + system time from
            /proc over the measured window, divided by the queries answered in it: the client's is
            the driver's JVM (or pgbench), PostgreSQL's the postmaster with all its backends. Beside
            an app's CPU per request in `just bench` (same operation, same users), the client column
            is the part of it the driver and pool alone cost, and PostgreSQL's column should be close
            to the app's, as the database does the same work. pgbench (libpq) is the database's
            ceiling on this machine: the same prepared statements over DB_POOL_SIZE connections, with
            no JVM in the way. Busy backends: the run's connections that began a query during the
            window (DB_POOL_SIZE when the load was spread over the whole pool); busy threads: the
            driver's worker threads or event loops that did at least a tenth of the busiest one's
            work. On a small shared machine, compare rows of one run, and runs by their spread.
            """;

    private static List<String> clients(DriversResult result) {
        List<String> lines = new ArrayList<>();
        for (String driver : DRIVER_ORDER) {
            DriversResult.Client c = result.clients().get(driver);
            if (c != null) {
                // The versions the label does not already name, e.g. Netty's and Reactor's.
                Map<String, String> more = new TreeMap<>(c.versions());
                more.values().removeIf(version -> c.label().contains(version));
                lines.add(name(driver) + ": " + c.label() + (more.isEmpty() ? "" : ", with " + versions(more))
                        + (c.jdk() == null ? "" : " on " + c.jdk())
                        + (c.warmupRounds() == null ? "" : ", " + c.warmupRounds() + " warm-up rounds"));
            }
        }
        return lines;
    }

    private static int order(List<String> order, String value) {
        int i = order.indexOf(value);
        return i < 0 ? order.size() : i;
    }

    static String num(Double value, int decimals) {
        return value == null ? "n/a" : String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** Two to three significant digits, as loadgen prints latencies. */
    static String ms(Double millis) {
        if (millis == null) {
            return "n/a";
        }
        return String.format(
                Locale.ROOT, millis >= 100 ? "%.0f" : millis >= 10 ? "%.1f" : millis >= 1 ? "%.2f" : "%.3f", millis);
    }

    private static int[] widths(List<List<String>> cells) {
        int[] widths = new int[HEADERS.length];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = HEADERS[i].length();
            for (List<String> row : cells) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        return widths;
    }

    private static String line(List<String> cells, int[] widths, String separator) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String pad = " ".repeat(widths[i] - cells.get(i).length());
            line.append(RIGHT[i] ? pad + cells.get(i) : cells.get(i) + pad);
            if (i < cells.size() - 1) {
                line.append(separator);
            }
        }
        return line.toString();
    }

    /** "name version, name version", sorted by name. */
    static String versions(Map<String, String> versions) {
        return String.join(
                ", ",
                versions.entrySet().stream()
                        .sorted(Map.Entry.comparingByKey())
                        .map(e -> e.getKey() + " " + e.getValue())
                        .toList());
    }
}
