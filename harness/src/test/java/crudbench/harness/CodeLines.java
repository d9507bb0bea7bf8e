package crudbench.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A file's code, line by line, without what its readers may word freely: comments (line, block
 * and Javadoc), blank lines, and the whitespace that starts and ends a line. Two files with the
 * same code lines differ in comments and indentation at most; the formatter lays the code out
 * (just fmt), so the same code has the same lines.
 *
 * <p>A Java file loses its comments, a {@code .properties} file its comment lines ({@code #} or
 * {@code !}); any other file keeps every line, since its text is its code. {@code package} and
 * {@code import} lines stay: an import decides which type a name means, so two files that differ
 * there differ in code; and the package keeps apart files of two frameworks (each framework's
 * {@code User}, say), which are alike by contract, not by copying, and could never be shared.
 */
final class CodeLines {

    /** One line of code, numbered as in its file so that a message can point at it. */
    record Line(int number, String text) {}

    private CodeLines() {}

    /** Whether the file has comments to leave out: a Java or a {@code .properties} file. */
    static boolean strips(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".java") || name.endsWith(".properties");
    }

    /** The file's code lines: what stays of its lines without comments, blank lines and indentation. */
    static List<Line> of(Path file) {
        String name = file.getFileName().toString();
        if (name.endsWith(".java")) {
            return numbered(withoutComments(read(file)));
        }
        if (name.endsWith(".properties")) {
            return numbered(read(file)).stream()
                    .filter(l -> !l.text().startsWith("#") && !l.text().startsWith("!"))
                    .toList();
        }
        return text(file);
    }

    /** Every line as it is, blank ones too: what a file that must stay byte-identical is made of. */
    static List<Line> text(Path file) {
        List<Line> lines = new ArrayList<>();
        List<String> all = read(file).lines().toList();
        for (int i = 0; i < all.size(); i++) {
            lines.add(new Line(i + 1, all.get(i)));
        }
        return lines;
    }

    /** The Java source with its comments gone, and every line break kept so that lines keep their numbers. */
    static String withoutComments(String java) {
        StringBuilder code = new StringBuilder(java.length());
        int i = 0;
        while (i < java.length()) {
            int end;
            if (java.startsWith("//", i)) {
                end = java.indexOf('\n', i);
                end = end < 0 ? java.length() : end;
            } else if (java.startsWith("/*", i)) {
                end = java.indexOf("*/", i + 2);
                end = end < 0 ? java.length() : end + 2;
                java.substring(i, end).chars().filter(c -> c == '\n').forEach(c -> code.append('\n'));
            } else if (java.startsWith("\"\"\"", i) || java.charAt(i) == '"' || java.charAt(i) == '\'') {
                // A literal is code, even where it holds // or /*: copied whole, up to its closing quote.
                end = closing(java, i, java.startsWith("\"\"\"", i) ? "\"\"\"" : String.valueOf(java.charAt(i)));
                code.append(java, i, end);
            } else {
                end = i + 1;
                code.append(java.charAt(i));
            }
            i = end;
        }
        return code.toString();
    }

    /** Where the literal that opens at {@code from} ends: past its closing quote, skipping escapes. */
    private static int closing(String java, int from, String quote) {
        int i = from + quote.length();
        while (i < java.length() && !java.startsWith(quote, i)) {
            i += java.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(i + quote.length(), java.length());
    }

    private static List<Line> numbered(String text) {
        List<Line> lines = new ArrayList<>();
        List<String> all = text.lines().toList();
        for (int i = 0; i < all.size(); i++) {
            String line = all.get(i).strip();
            if (!line.isEmpty()) {
                lines.add(new Line(i + 1, line));
            }
        }
        return lines;
    }

    private static String read(Path file) {
        try {
            // Decoded leniently: a file that is not UTF-8 text still has lines to show in a message.
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
