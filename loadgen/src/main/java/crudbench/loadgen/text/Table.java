package crudbench.loadgen.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A table of text cells, printed aligned for a terminal or as Markdown. */
public final class Table {

    private final List<String> headers;
    private final boolean[] rightAligned;
    private final List<List<String>> rows = new ArrayList<>();

    /** Headers ending in '>' are right-aligned (numbers); the marker is not printed. */
    public Table(String... headers) {
        this.headers = new ArrayList<>();
        this.rightAligned = new boolean[headers.length];
        for (int i = 0; i < headers.length; i++) {
            rightAligned[i] = headers[i].endsWith(">");
            this.headers.add(rightAligned[i] ? headers[i].substring(0, headers[i].length() - 1) : headers[i]);
        }
    }

    public Table row(Object... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("expected " + headers.size() + " cells, got " + Arrays.toString(cells));
        }
        List<String> row = new ArrayList<>();
        for (Object cell : cells) {
            row.add(cell == null ? "" : cell.toString());
        }
        rows.add(row);
        return this;
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    public String text() {
        int[] widths = widths();
        StringBuilder out = new StringBuilder();
        out.append(line(headers, widths, "  ").stripTrailing()).append('\n');
        for (List<String> row : rows) {
            out.append(line(row, widths, "  ").stripTrailing()).append('\n');
        }
        return out.toString();
    }

    public String markdown() {
        int[] widths = widths();
        StringBuilder out = new StringBuilder();
        out.append("| ").append(line(headers, widths, " | ")).append(" |\n|");
        for (int i = 0; i < widths.length; i++) {
            out.append(rightAligned[i] ? "-".repeat(widths[i] + 1) + ":|" : "-".repeat(widths[i] + 2) + "|");
        }
        out.append('\n');
        for (List<String> row : rows) {
            out.append("| ")
                    .append(line(row.stream().map(c -> c.replace("|", "\\|")).toList(), widths, " | "))
                    .append(" |\n");
        }
        return out.toString();
    }

    private int[] widths() {
        int[] widths = new int[headers.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = headers.get(i).length();
            for (List<String> row : rows) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        return widths;
    }

    private String line(List<String> cells, int[] widths, String separator) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String cell = cells.get(i);
            String pad = " ".repeat(widths[i] - cell.length());
            line.append(rightAligned[i] ? pad + cell : cell + pad);
            if (i < cells.size() - 1) {
                line.append(separator);
            }
        }
        return line.toString();
    }
}
