package crudbench.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * CONTRIBUTING's class-size rule, kept: a class of the suite's own code (under src/main) within
 * 250 lines, or saying in its header why it is longer, in the words the rule asks for.
 */
class ClassSizeTest {

    static final int MOST_LINES = 250;
    static final String REASON = "Longer than CONTRIBUTING's class-size rule (250 lines) on purpose:";

    private static final Repo REPO = Repo.locate();

    @Test
    void everyLongClassSaysWhy() throws IOException, InterruptedException {
        assumeTrue(Files.exists(REPO.resolve(".git")), "not a git checkout: no tracked sources to measure");
        List<String> unexplained = new ArrayList<>();
        for (String file : ConflictMarkersTest.trackedFiles(REPO.root())) {
            Path path = REPO.resolve(file);
            if (file.contains("/src/main/java/") && file.endsWith(".java") && Files.isRegularFile(path)) {
                String text = Files.readString(path);
                long lines = text.lines().count();
                if (lines > MOST_LINES
                        && !text.replaceAll("\\s*\\n\\s*\\*\\s*", " ").contains(REASON)) {
                    unexplained.add(file + " (" + lines + " lines)");
                }
            }
        }
        assertThat(unexplained)
                .as("classes past " + MOST_LINES + " lines without \"" + REASON + "\" in their header:"
                        + " split them by job, or say why not")
                .isEmpty();
    }
}
