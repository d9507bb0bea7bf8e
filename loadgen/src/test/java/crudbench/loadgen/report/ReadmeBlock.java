package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A block of a page (the README, or one of docs/) between two marker comments, which a test checks against the file
 * it is quoted from; and the snapshot checks of committed renderings. Each check has an update mode: with
 * {@code -Dcrudbench.regenerate=true} (`just regenerate`) it writes what the committed runs give instead of failing,
 * so that a changed sentence or statistic is one command away from every page that shows it.
 *
 * @param before the page up to the block's first marker
 * @param text   what stands between the markers
 */
record ReadmeBlock(String before, String text) {

    static final Path README = Path.of("..", "README.md");
    static final Path RESULTS_PAGE = Path.of("..", "docs", "results.md");

    /** Set by `just regenerate`: the checks below write what they generate instead of comparing. */
    static final boolean REGENERATE = Boolean.getBoolean("crudbench.regenerate");

    private static final String HOW = "the committed runs say otherwise: `just regenerate` writes it";

    /** The README's block between {@code begin} and {@code end}. */
    static ReadmeBlock between(String begin, String end) throws IOException {
        return between(README, begin, end);
    }

    /** The block between {@code begin} and {@code end}; fails the test when the page lacks either marker. */
    static ReadmeBlock between(Path page, String begin, String end) throws IOException {
        String text = Files.readString(page);
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        assertThat(from).as("%s's block %s", page.getFileName(), begin.strip()).isPositive();
        assertThat(to)
                .as("the end of %s's block %s", page.getFileName(), begin.strip())
                .isGreaterThan(from);
        return new ReadmeBlock(text.substring(0, from), text.substring(from + begin.length(), to));
    }

    /**
     * The page's block between the markers is {@code generated}; in update mode it is written there. The markers stay
     * where they are, and so does everything around them.
     */
    static void holds(Path page, String begin, String end, String generated) throws IOException {
        ReadmeBlock block = between(page, begin, end);
        if (REGENERATE && !block.text().equals(generated)) {
            String text = Files.readString(page);
            Files.writeString(
                    page,
                    block.before()
                            + begin
                            + generated
                            + text.substring(block.before().length()
                                    + begin.length()
                                    + block.text().length()));
        }
        assertThat(between(page, begin, end).text())
                .as("%s, the block %s: %s", page.getFileName(), begin.strip(), HOW)
                .isEqualTo(generated);
    }

    /** The committed file is {@code generated}, byte for byte; in update mode it is written. */
    static void holds(Path committed, String generated) throws IOException {
        if (REGENERATE
                && !(Files.exists(committed) && Files.readString(committed).equals(generated))) {
            Files.writeString(committed, generated);
        }
        assertThat(Files.readString(committed)).as("%s: %s", committed, HOW).isEqualTo(generated);
    }
}
