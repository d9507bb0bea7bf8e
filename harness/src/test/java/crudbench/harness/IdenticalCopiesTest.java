package crudbench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The apps' copies on purpose stay copies, and no other file of the apps is a copy nobody
 * declared. tooling/identical-files.txt lists the copies, one set per paragraph, each with why.
 *
 * <p>Two files are copies when their code is the same: their {@link CodeLines}, which leave out
 * comments, Javadoc, blank lines and indentation, and keep {@code package} and {@code import}
 * lines (see there why). Byte-identical files are the plain case. A listed set's files must stay
 * byte-identical, unless its why starts with {@value #SAME_CODE}: then their code must stay one
 * and their comments may differ, where a comment says what differs around the copy (which
 * variant an entry point starts, say). Where one wording is true for every copy, make the
 * comments one and the set byte-identical.
 *
 * <p>Files that differ in code, by one line or by many, are not copies, and nothing lists them:
 * that difference is what their variants are about, and {@code just diff} shows it. So the
 * checks fail, naming the files, when two files of the apps have the same code and no one set
 * lists them all, when a listed set's files differ (in bytes, or in code for a
 * {@value #SAME_CODE} set), and when a listed file is gone.
 */
class IdenticalCopiesTest {

    static final String LIST = "tooling/identical-files.txt";

    /** Where the variants' sources are; their build output is not. */
    static final List<String> APPS = List.of("quarkus-app", "micronaut-app", "spring-app");

    /** How a set's why starts when its files must share their code only, not their comments. */
    static final String SAME_CODE = "Same code apart from comments:";

    /** One declared set: why its files are copies, and the files, relative to the repository root. */
    record CopySet(String why, List<String> files) {

        boolean sameCodeOnly() {
            return why.startsWith(SAME_CODE);
        }
    }

    private static final Repo REPO = Repo.locate();

    @Test
    void theListNamesOnlyFilesThatExist() {
        List<CopySet> sets = read(REPO.resolve(LIST));
        assertThat(sets).as("sets in " + LIST).isNotEmpty();
        assertThat(missing(REPO.root(), sets))
                .as("listed in " + LIST + " but gone")
                .isEmpty();
    }

    @Test
    void eachListedSetIsStillACopy() {
        assertThat(drifted(REPO.root(), read(REPO.resolve(LIST))))
                .as("copies that drifted apart: make them one again, or take them off " + LIST)
                .isEmpty();
    }

    @Test
    void everyCopyInTheAppsIsListed() {
        assertThat(undeclared(REPO.root(), read(REPO.resolve(LIST))))
                .as("files with the same code (comments aside) that no one set in " + LIST + " holds: share them"
                        + " within their framework, or list them with why (as \"" + SAME_CODE + "\" if their"
                        + " comments differ on purpose)")
                .isEmpty();
    }

    /** The checks themselves, on files made to fail them. */
    @Test
    void theChecksNameTheFilesThatFailThem(@TempDir Path root) throws IOException {
        Path app = Files.createDirectories(root.resolve("spring-app/a/src"));
        Files.createDirectories(root.resolve("spring-app/b/src"));
        Files.createDirectories(root.resolve("spring-app/b/target"));
        Files.writeString(app.resolve("Same.java"), "class Same {}");
        Files.writeString(root.resolve("spring-app/b/src/Same.java"), "class Same { int drift; }");
        Files.writeString(app.resolve("Twin.java"), "class Twin {}");
        Files.writeString(root.resolve("spring-app/b/src/Twin.java"), "class Twin {}");
        Files.writeString(root.resolve("spring-app/b/target/Twin.java"), "class Twin {}");
        Files.writeString(app.resolve("Near.java"), "/** A's. */\nclass Near {\n    int x; // A's\n}\n");
        Files.writeString(root.resolve("spring-app/b/src/Near.java"), "// B's\nclass Near {\n\n  int x;\n}\n");
        Path list = root.resolve("list.txt");
        Files.writeString(list, """
                # the header

                # one set
                # on two lines
                spring-app/a/src/Same.java
                spring-app/b/src/Same.java

                # a set with a file that is gone
                spring-app/a/src/Same.java
                spring-app/c/src/Gone.java

                # Same code apart from comments: each says whose it is.
                spring-app/a/src/Same.java
                spring-app/b/src/Same.java
                """);

        List<CopySet> sets = read(list);
        assertThat(sets)
                .extracting(CopySet::why)
                .containsExactly(
                        "one set on two lines",
                        "a set with a file that is gone",
                        "Same code apart from comments: each says whose it is.");
        assertThat(sets).extracting(CopySet::sameCodeOnly).containsExactly(false, false, true);
        assertThat(missing(root, sets)).containsExactly("spring-app/c/src/Gone.java");
        assertThat(drifted(root, sets.subList(0, 1)))
                .singleElement()
                .asString()
                .contains("one set on two lines", "spring-app/b/src/Same.java:1 has `class Same { int drift; }`");
        assertThat(drifted(root, sets.subList(2, 3)))
                .as("a code difference drifts a set of the same code apart from comments")
                .singleElement()
                .asString()
                .contains("spring-app/b/src/Same.java:1 has `class Same { int drift; }`");
        assertThat(undeclared(root, sets))
                .as("target/ is build output, not a copy; a copy apart from comments is a copy")
                .containsExactly(
                        List.of("spring-app/a/src/Near.java", "spring-app/b/src/Near.java"),
                        List.of("spring-app/a/src/Twin.java", "spring-app/b/src/Twin.java"));

        CopySet near = new CopySet(
                SAME_CODE + " each says whose it is.",
                List.of("spring-app/a/src/Near.java", "spring-app/b/src/Near.java"));
        CopySet twins = new CopySet("twins", List.of("spring-app/a/src/Twin.java", "spring-app/b/src/Twin.java"));
        assertThat(undeclared(root, List.of(near, twins))).isEmpty();
        assertThat(drifted(root, List.of(near, twins))).isEmpty();
        assertThat(drifted(root, List.of(new CopySet("near, listed as identical", near.files()))))
                .as("files listed without the mark must stay byte-identical")
                .singleElement()
                .asString()
                .contains(
                        "spring-app/b/src/Near.java:1 has `// B's` where spring-app/a/src/Near.java:1 has `/** A's. */`");
    }

    /** Code is what is left without comments; a literal is code, whatever it holds. */
    @Test
    void codeLinesLeaveOutCommentsButNotLiterals(@TempDir Path dir) throws IOException {
        Path java = dir.resolve("A.java");
        Files.writeString(java, """
                package a;

                /**
                 * Javadoc.
                 */
                class A { // trailing
                    String url = "http://host/*"; /* block */ char c = '"';
                    String quoted = "\\"//\\"";
                    String block = \"""
                        // kept, and so is /* this
                        \""";
                }
                """);
        assertThat(CodeLines.of(java))
                .containsExactly(
                        new CodeLines.Line(1, "package a;"),
                        new CodeLines.Line(6, "class A {"),
                        new CodeLines.Line(7, "String url = \"http://host/*\";  char c = '\"';"),
                        new CodeLines.Line(8, "String quoted = \"\\\"//\\\"\";"),
                        new CodeLines.Line(9, "String block = \"\"\""),
                        new CodeLines.Line(10, "// kept, and so is /* this"),
                        new CodeLines.Line(11, "\"\"\";"),
                        new CodeLines.Line(12, "}"));
        Path properties = dir.resolve("application.properties");
        Files.writeString(properties, "# why\n\n  a=1  \n! also a comment\nb=http://x\n");
        assertThat(CodeLines.of(properties))
                .containsExactly(new CodeLines.Line(3, "a=1"), new CodeLines.Line(5, "b=http://x"));
    }

    /** The sets of the list: paragraphs of comment lines (why) and then paths; the header has no paths. */
    static List<CopySet> read(Path list) {
        List<CopySet> sets = new ArrayList<>();
        List<String> why = new ArrayList<>();
        List<String> files = new ArrayList<>();
        List<String> lines;
        try {
            lines = new ArrayList<>(Files.readAllLines(list));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        lines.add("");
        for (String line : lines) {
            String l = line.strip();
            if (l.startsWith("#")) {
                why.add(l.substring(1).strip());
            } else if (!l.isEmpty()) {
                files.add(l);
            } else {
                if (!files.isEmpty()) {
                    if (files.size() < 2 || why.isEmpty()) {
                        throw new IllegalStateException(list + ": a set needs a why and two files at least: " + files);
                    }
                    sets.add(new CopySet(String.join(" ", why), List.copyOf(files)));
                }
                why.clear();
                files.clear();
            }
        }
        return sets;
    }

    static List<String> missing(Path root, List<CopySet> sets) {
        return sets.stream()
                .flatMap(s -> s.files().stream())
                .distinct()
                .filter(f -> !Files.isRegularFile(root.resolve(f)))
                .toList();
    }

    /**
     * Each set whose files differ (in bytes, or in code for a {@value #SAME_CODE} set), with why
     * they should not, every file's digest, and where each first parts from the set's first file.
     */
    static List<String> drifted(Path root, List<CopySet> sets) {
        List<String> drifted = new ArrayList<>();
        for (CopySet set : sets) {
            Map<String, String> digests = new LinkedHashMap<>();
            set.files().stream()
                    .filter(f -> Files.isRegularFile(root.resolve(f)))
                    .forEach(f -> digests.put(f, digest(root.resolve(f), set.sameCodeOnly())));
            if (digests.values().stream().distinct().count() <= 1) {
                continue;
            }
            StringBuilder s = new StringBuilder(set.why());
            String first = digests.keySet().iterator().next();
            digests.forEach((file, digest) -> {
                s.append("\n    ").append(digest, 0, 12).append("  ").append(file);
                if (!digest.equals(digests.get(first))) {
                    s.append("\n        ").append(firstDifference(root, first, file, set.sameCodeOnly()));
                }
            });
            drifted.add(s.toString());
        }
        return drifted;
    }

    /** Groups of files in the apps with the same code, comments aside, that no one listed set holds. */
    static List<List<String>> undeclared(Path root, List<CopySet> sets) {
        Map<String, List<String>> byCode = new TreeMap<>();
        for (String app : APPS) {
            Path dir = root.resolve(app);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(Files::isRegularFile)
                        .map(f -> root.relativize(f).toString().replace('\\', '/'))
                        .filter(f -> !f.contains("/target/") && !f.contains("/."))
                        .sorted()
                        .forEach(f -> byCode.computeIfAbsent(digest(root.resolve(f), true), d -> new ArrayList<>())
                                .add(f));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return byCode.values().stream()
                .filter(group -> group.size() > 1)
                .filter(group -> sets.stream().noneMatch(s -> s.files().containsAll(group)))
                .sorted(Comparator.comparing(group -> group.getFirst()))
                .toList();
    }

    /** Where {@code other} first parts from {@code first}: each side's file, line and text there. */
    static String firstDifference(Path root, String first, String other, boolean byCode) {
        List<CodeLines.Line> a = lines(root.resolve(first), byCode);
        List<CodeLines.Line> b = lines(root.resolve(other), byCode);
        int i = 0;
        while (i < a.size() && i < b.size() && a.get(i).text().equals(b.get(i).text())) {
            i++;
        }
        if (i == a.size() && i == b.size()) {
            return "the same lines, in other line endings or with another last line break";
        }
        return at(other, b, i) + " where " + at(first, a, i);
    }

    private static String at(String file, List<CodeLines.Line> lines, int i) {
        return i < lines.size()
                ? file + ":" + lines.get(i).number() + " has `" + lines.get(i).text() + "`"
                : file + " has no more";
    }

    private static List<CodeLines.Line> lines(Path file, boolean byCode) {
        return byCode ? CodeLines.of(file) : CodeLines.text(file);
    }

    /** A file's digest: of its code when compared by code and it has comments to leave out, else of its bytes. */
    private static String digest(Path file, boolean byCode) {
        try {
            byte[] bytes = byCode && CodeLines.strips(file)
                    ? CodeLines.of(file).stream()
                            .map(CodeLines.Line::text)
                            .collect(Collectors.joining("\n"))
                            .getBytes(StandardCharsets.UTF_8)
                    : Files.readAllBytes(file);
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
