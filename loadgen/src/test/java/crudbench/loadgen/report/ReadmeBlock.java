package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A block of a page (the README, or one of docs/) between two marker comments, which a test checks against the file
 * it is quoted from.
 *
 * @param before the page up to the block's first marker
 * @param text   what stands between the markers
 */
record ReadmeBlock(String before, String text) {

    static final Path README = Path.of("..", "README.md");
    static final Path RESULTS_PAGE = Path.of("..", "docs", "results.md");

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
}
