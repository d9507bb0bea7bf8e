package crudbench.harness.registry;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reading a Markdown table from a page: the one reading that the pages' generators (FairnessTables) and the checks of
 * the pages' tables (DocTablesTest, contract-tests' ParityTest) share, so that a table reads the same to all of them.
 */
public final class MarkdownTables {

    private MarkdownTables() {}

    /**
     * The body rows of the first table whose header line starts with {@code header}, as the page writes them: after
     * the delimiter row, up to the first line that is not a row. Fails when the page has no such table.
     */
    public static List<String> rowLines(String text, String header) {
        List<String> lines = text.lines().toList();
        int at = -1;
        for (int i = 0; i < lines.size() && at < 0; i++) {
            if (lines.get(i).startsWith(header)) {
                at = i;
            }
        }
        if (at < 0) {
            throw new IllegalStateException("no table with the header " + header);
        }
        List<String> rows = new ArrayList<>();
        for (String line : lines.subList(Math.min(at + 2, lines.size()), lines.size())) {
            if (!line.startsWith("|")) {
                break;
            }
            rows.add(line);
        }
        return rows;
    }

    /** {@link #rowLines}, each row as its cells. */
    public static List<List<String>> rows(String text, String header) {
        return rowLines(text, header).stream().map(MarkdownTables::cells).toList();
    }

    /**
     * A row's cells, split at its unescaped pipes and stripped: an empty cell stays one, and the closing pipe may be
     * left out.
     */
    public static List<String> cells(String row) {
        String inner = row.strip();
        inner = inner.substring(1, inner.endsWith("|") && inner.length() > 1 ? inner.length() - 1 : inner.length());
        return Arrays.stream(inner.split("(?<!\\\\)\\|", -1)).map(String::strip).toList();
    }
}
