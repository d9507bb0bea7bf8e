package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No figure typed by hand: every measured figure in README.md and docs/*.md (a ratio "0.46x", a share "12%" or
 * "±5.0%", a time "144.5 ms", "119.2 minutes" or "1h59m", a rate "2,753 requests/s" or "500/s", a count "51 of 51")
 * either stands inside a generated block, which its own
 * test regenerates from the committed run it names (ReferenceRunTest, LatencySweepRunTest,
 * DocumentedProfilesTest), or appears, as written, in a committed file that its section links to: a run's
 * compare.md, findings.md or sweep.md, a README of results/ or tuning/, or any Markdown file under a linked
 * directory. A figure that drifts from its file, or cites none, fails here with its page, section and figure.
 *
 * <p>The check is that the cited file states the figure, not that it states it for the same thing: a copied figure
 * put under the wrong label still passes. It catches what drifts: a rerun that changed the file, a typo, a
 * figure worked out by hand.
 */
class DocumentedFiguresTest {

    private static final Path REPO = Path.of("..");

    /** The figures checked: ratios, shares, measured times, rates and counts. */
    static final Pattern FIGURE = Pattern.compile("(?<![\\w.,])("
            + "\\d+\\.\\d+x|\\d+(?:\\.\\d+)?%|\\d+(?:\\.\\d+)? ms\\b|\\d+(?:\\.\\d+)? minutes\\b|\\d+h\\d+m"
            + "|\\d[\\d,]*(?:\\.\\d+)?(?:/s\\b| queries/s| requests/s| requests per second| queries per second"
            + "| gets per second)"
            + "|\\d+ of (?:the )?\\d+)");

    /** A generated block: its marker names where it comes from, and a test holds it to that. */
    private static final Pattern BLOCK = Pattern.compile(
            "<!-- ([\\w-]+): begin, (?:from|generated from) [^>]*-->.*?<!-- \\1: end -->", Pattern.DOTALL);

    private static final Pattern FENCE = Pattern.compile("```.*?```", Pattern.DOTALL);
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#]+)(?:#[^)]*)?\\)");

    /**
     * Figures that are not results of a committed run, each with why it stands as typed. Keep this short: a figure
     * of a run belongs in its files.
     */
    private static final Map<String, String> NOT_A_RUN = Map.of(
            "README.md: 18 to 24 minutes, as CI's last runs took",
            "the time CI's own runs of `just test` took; CI keeps no file in the repository");

    /** The level of every interval the suite prints (RoundContrasts): a setting of the method, not a result. */
    private static final String LEVEL = "95%";

    @Test
    void everyFigureStandsInAGeneratedBlockOrInTheFileItCites() {
        List<String> unchecked = new ArrayList<>();
        int checked = 0;
        for (Path page : pages()) {
            for (Section section : sections(page)) {
                List<String> cited = cited(page, section.text());
                Matcher m = FIGURE.matcher(section.text());
                while (m.find()) {
                    checked++;
                    String figure = m.group(1);
                    if (figure.equals(LEVEL)) {
                        continue;
                    }
                    if (cited.stream().noneMatch(text -> text.contains(figure))) {
                        unchecked.add(REPO.relativize(page) + " § " + section.heading() + ": " + figure + " in \""
                                + around(section.text(), m.start(), m.end()) + "\"");
                    }
                }
            }
        }
        assertThat(checked).as("figures in the pages outside generated blocks").isGreaterThan(20);
        assertThat(unchecked)
                .as("figures that no file their section links to states, as written (link the committed file the"
                        + " figure comes from, correct the figure, or generate the block)")
                .isEmpty();
    }

    @Test
    void aChangedFigureFails() {
        Path readme = REPO.resolve("README.md");
        String section = "the command behind the answer: [157.6 minutes](results/reference/compare.md)";
        List<String> cited = cited(readme, section);
        Matcher m = FIGURE.matcher(section);
        assertThat(m.find()).isTrue();
        assertThat(cited).as("results/reference/compare.md is read").isNotEmpty();
        assertThat(cited).as("157.6, where compare.md says 157.5").noneMatch(t -> t.contains(m.group(1)));
        assertThat(cited).anyMatch(t -> t.contains("157.5 minutes"));
    }

    record Section(String heading, String text) {}

    /** README.md and docs/*.md. */
    static List<Path> pages() {
        List<Path> pages = new ArrayList<>(List.of(REPO.resolve("README.md")));
        try (Stream<Path> docs = Files.list(REPO.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pages;
    }

    /** The page without its generated blocks, code and the figures {@link #NOT_A_RUN} lists, cut at headings. */
    static List<Section> sections(Path page) {
        String text;
        try {
            text = Files.readString(page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        text = BLOCK.matcher(text).replaceAll("");
        text = FENCE.matcher(text).replaceAll("");
        for (String key : NOT_A_RUN.keySet()) {
            String prefix = REPO.relativize(page) + ": ";
            if (key.startsWith(prefix)) {
                text = text.replace(key.substring(prefix.length()), "");
            }
        }
        List<Section> sections = new ArrayList<>();
        String heading = "(top)";
        StringBuilder body = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("#")) {
                sections.add(new Section(heading, body.toString()));
                heading = line.replaceFirst("^#+\\s*", "");
                body.setLength(0);
            } else {
                body.append(line).append('\n');
            }
        }
        sections.add(new Section(heading, body.toString()));
        return sections;
    }

    /**
     * The text of each committed file a section links to, other than the pages themselves: a file, or every
     * Markdown file under a directory.
     */
    static List<String> cited(Path page, String section) {
        Set<Path> files = new LinkedHashSet<>();
        Matcher m = LINK.matcher(section);
        while (m.find()) {
            String target = m.group(1);
            if (target.contains("://")) {
                continue;
            }
            Path path = page.getParent().resolve(target).normalize();
            if (Files.isDirectory(path)) {
                try (Stream<Path> under = Files.walk(path)) {
                    under.filter(p -> p.toString().endsWith(".md")).forEach(files::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            } else if (Files.isRegularFile(path) && !isPage(path)) {
                files.add(path);
            }
        }
        List<String> texts = new ArrayList<>();
        for (Path file : files) {
            if (file.toString().endsWith(".png")) {
                continue;
            }
            try {
                texts.add(Files.readString(file));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return texts;
    }

    private static boolean isPage(Path path) {
        return pages().stream().anyMatch(p -> p.normalize().equals(path.normalize()));
    }

    private static String around(String text, int start, int end) {
        return text.substring(Math.max(0, start - 50), Math.min(text.length(), end + 15))
                .replace('\n', ' ');
    }
}
