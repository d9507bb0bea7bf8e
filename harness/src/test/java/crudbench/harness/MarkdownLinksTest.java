package crudbench.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every relative link in a tracked Markdown file leads to a tracked file or folder, so that a reader of a fresh clone,
 * or of the repository on the web, finds what a page points to. A page rendered where files lay that were never
 * committed (xeon-f6m167-profile-21's later rounds' flame graphs, left out to keep the repository small) pointed 513
 * times at files nobody else has.
 *
 * <p>Two kinds of link are left out, each for its reason. A run's {@code charts/}: `just compare` draws them from
 * summary.json beside compare.md, and they are committed for a few runs only (the four references on the AMD EPYC,
 * the two default references on the Intel Xeon and the latency sweeps; about 1 MB a run). And
 * answer.md: the block docs/results.md quotes, whose links are written for docs/.
 */
class MarkdownLinksTest {

    private static final Repo REPO = Repo.locate();
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern FENCE = Pattern.compile("```.*?```", Pattern.DOTALL);
    private static final Pattern CODE = Pattern.compile("`[^`\\n]*`");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

    @Test
    void everyRelativeLinkLeadsToATrackedFileOrFolder() throws IOException, InterruptedException {
        assumeTrue(Files.exists(REPO.resolve(".git")), "not a git checkout: no tracked files to follow links to");
        List<String> files = ConflictMarkersTest.trackedFiles(REPO.root());
        Set<Path> tracked = new HashSet<>();
        for (String file : files) {
            for (Path p = Path.of(file); p != null; p = p.getParent()) {
                tracked.add(p);
            }
        }
        List<String> dead = new ArrayList<>();
        int followed = 0;
        for (String file : files) {
            Path page = Path.of(file);
            if (!file.endsWith(".md") || page.getFileName().toString().equals("answer.md")) {
                continue;
            }
            Path absolute = REPO.resolve(file);
            if (!Files.isRegularFile(absolute)) {
                continue;
            }
            for (String target : relativeLinks(Files.readString(absolute))) {
                Path resolved = (page.getParent() == null
                                ? Path.of(target)
                                : page.getParent().resolve(target))
                        .normalize();
                if (resolved.toString().isEmpty() || resolved.toString().contains("/charts/")) {
                    continue;
                }
                followed++;
                if (!tracked.contains(resolved)) {
                    dead.add(file + " -> " + target);
                }
            }
        }
        assertThat(followed).as("relative links followed").isGreaterThan(100);
        assertThat(dead)
                .as("links to files no clone has (page -> link): commit the file, or render the page where only"
                        + " committed files lie (a fresh clone's `just regenerate`)")
                .isEmpty();
    }

    @Test
    void readsOnlyTheRelativeLinksOutsideCode() {
        String page = String.join(
                "\n",
                "[a](compare.md) and [b](../docs/results.md#how-sure), ![c](charts/x.png)",
                "[web](https://example.org/x.md), [mail](mailto:a@b), [here](#a-heading)",
                "`[in code](nowhere.md)`",
                "```",
                "[fenced](nowhere-either.md)",
                "```");
        assertThat(relativeLinks(page)).containsExactly("compare.md", "../docs/results.md", "charts/x.png");
    }

    /** The relative targets of a page's inline links, without their anchors, outside code. */
    static List<String> relativeLinks(String markdown) {
        String prose = CODE.matcher(FENCE.matcher(markdown).replaceAll("")).replaceAll("");
        List<String> targets = new ArrayList<>();
        Matcher m = LINK.matcher(prose);
        while (m.find()) {
            String target = m.group(1);
            int anchor = target.indexOf('#');
            target = anchor < 0 ? target : target.substring(0, anchor);
            if (!target.isEmpty() && !SCHEME.matcher(target).find()) {
                targets.add(target);
            }
        }
        return targets;
    }
}
