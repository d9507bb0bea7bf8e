package crudbench.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * No tracked file holds a merge's conflict markers. A merge committed with them (docs/stress.md
 * in 37097ad) publishes both sides of a conflict as if both were true, and nothing else in the
 * build notices: Markdown renders them, and most of the repository is not compiled.
 *
 * <p>A line is a marker when it starts, in its first column as git writes it, with seven
 * {@code <} or seven {@code >} and then a space or the line's end. Seven {@code =} alone on a
 * line (and diff3's seven {@code |}) count only between such an opening and its closing, since a
 * Markdown setext heading underlines its title with {@code =} too.
 */
class ConflictMarkersTest {

    private static final Repo REPO = Repo.locate();

    /** Git's own test for a binary file: a NUL byte among the first 8000. */
    private static final int BINARY_PROBE = 8000;

    @Test
    void noTrackedFileHoldsConflictMarkers() throws IOException, InterruptedException {
        assumeTrue(
                Files.exists(REPO.resolve(".git")),
                "not a git checkout (" + REPO.root() + "): no tracked files to check for conflict markers");
        List<String> found = new ArrayList<>();
        for (String file : trackedFiles(REPO.root())) {
            Path path = REPO.resolve(file);
            // Deleted in the work tree but not in the index, or a symbolic link: no text of its own.
            if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            byte[] bytes = Files.readAllBytes(path);
            if (!binary(bytes)) {
                markers(new String(bytes, StandardCharsets.UTF_8)).forEach(line -> found.add(file + ":" + line));
            }
        }
        assertThat(found)
                .as("conflict markers left by a merge (file:line): resolve each conflict to the text that is true")
                .isEmpty();
    }

    /** The check itself, on text made to fail it, and on text that only looks like a conflict. */
    @Test
    void theCheckNamesEveryMarkerLineAndLeavesHeadingsAlone() {
        String conflict = String.join(
                "\n",
                "Title",
                "=======",
                "",
                "<<<<<<< HEAD",
                "ours",
                "||||||| base",
                "base",
                "=======",
                "theirs",
                ">>>>>>> branch",
                "",
                "Another title",
                "=======",
                "<<<<<<<",
                "=======",
                ">>>>>>>");
        assertThat(markers(conflict)).containsExactly(4, 6, 8, 10, 14, 15, 16);

        String lookalikes = String.join(
                "\r\n",
                "A setext heading",
                "=======",
                "    <<<<<<< indented, as in code or a quoted example",
                " >>>>>>> indented too",
                "<<<<<<<< eight, not seven",
                "a line with <<<<<<< HEAD inside it",
                "=======",
                "");
        assertThat(markers(lookalikes)).isEmpty();

        assertThat(markers("<<<<<<< HEAD\r\n=======\r\n>>>>>>> b\r\n"))
                .as("Windows line ends")
                .containsExactly(1, 2, 3);
    }

    @Test
    void aFileWithANulByteEarlyIsBinary() {
        assertThat(binary("text\n".getBytes(StandardCharsets.UTF_8))).isFalse();
        assertThat(binary(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 1})).isTrue();
        byte[] late = new byte[BINARY_PROBE + 10];
        Arrays.fill(late, (byte) 'a');
        late[BINARY_PROBE + 5] = 0;
        assertThat(binary(late)).as("a NUL past the probe, as git reads it").isFalse();
    }

    /** The 1-based numbers of the lines that are conflict markers. */
    static List<Integer> markers(String text) {
        List<Integer> lines = new ArrayList<>();
        boolean inConflict = false;
        String[] all = text.split("\n", -1);
        for (int i = 0; i < all.length; i++) {
            String line = all[i].endsWith("\r") ? all[i].substring(0, all[i].length() - 1) : all[i];
            if (marker(line, '<')) {
                inConflict = true;
                lines.add(i + 1);
            } else if (marker(line, '>')) {
                inConflict = false;
                lines.add(i + 1);
            } else if (inConflict && (line.equals("=======") || marker(line, '|'))) {
                lines.add(i + 1);
            }
        }
        return lines;
    }

    /** Seven of {@code c} at the line's start, then a space or nothing. */
    private static boolean marker(String line, char c) {
        String seven = String.valueOf(c).repeat(7);
        return line.equals(seven) || line.startsWith(seven + " ");
    }

    static boolean binary(byte[] bytes) {
        for (int i = 0; i < Math.min(bytes.length, BINARY_PROBE); i++) {
            if (bytes[i] == 0) {
                return true;
            }
        }
        return false;
    }

    /** The paths git tracks, relative to the root, as `git ls-files` lists them. */
    static List<String> trackedFiles(Path root) throws IOException, InterruptedException {
        Process git = new ProcessBuilder("git", "ls-files", "-z")
                .directory(root.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        byte[] out = git.getInputStream().readAllBytes();
        assertThat(git.waitFor(60, TimeUnit.SECONDS))
                .as("git ls-files finished")
                .isTrue();
        assertThat(git.exitValue()).as("git ls-files' exit status").isZero();
        List<String> files = new ArrayList<>();
        for (String name : new String(out, StandardCharsets.UTF_8).split("\0")) {
            if (!name.isEmpty()) {
                files.add(name);
            }
        }
        assertThat(files).as("tracked files").isNotEmpty();
        return files;
    }
}
