package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A block of the README between two marker comments, which a test checks against the file it is quoted from.
 *
 * @param before the README up to the block's first marker
 * @param text   what stands between the markers
 */
record ReadmeBlock(String before, String text) {

    /** The block between {@code begin} and {@code end}; fails the test when the README lacks either marker. */
    static ReadmeBlock between(String begin, String end) throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        int from = readme.indexOf(begin);
        int to = readme.indexOf(end);
        assertThat(from).as("the README's block %s", begin.strip()).isPositive();
        assertThat(to).as("the end of the README's block %s", begin.strip()).isGreaterThan(from);
        return new ReadmeBlock(readme.substring(0, from), readme.substring(from + begin.length(), to));
    }
}
