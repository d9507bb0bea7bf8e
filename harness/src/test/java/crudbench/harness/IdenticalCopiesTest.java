package crudbench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The apps' files that are copies on purpose (tooling/identical-files.txt, which says why for
 * each set) stay identical, and no other file of the apps is a copy nobody declared.
 */
class IdenticalCopiesTest {

    static final String LIST = "tooling/identical-files.txt";

    /** Where the variants' sources are; their build output is not. */
    static final List<String> APPS = List.of("quarkus-app", "micronaut-app", "spring-app");

    /** One declared set: why its files are copies, and the files, relative to the repository root. */
    record CopySet(String why, List<String> files) {}

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
    void eachListedSetIsStillIdentical() {
        assertThat(drifted(REPO.root(), read(REPO.resolve(LIST))))
                .as("copies that drifted apart: make them one again, or take them off " + LIST)
                .isEmpty();
    }

    @Test
    void everyCopyInTheAppsIsListed() {
        assertThat(undeclared(REPO.root(), read(REPO.resolve(LIST))))
                .as("identical files not in " + LIST + ": share them within their framework, or list them with why")
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
                """);

        List<CopySet> sets = read(list);
        assertThat(sets)
                .extracting(CopySet::why)
                .containsExactly("one set on two lines", "a set with a file that is gone");
        assertThat(missing(root, sets)).containsExactly("spring-app/c/src/Gone.java");
        assertThat(drifted(root, sets.subList(0, 1)))
                .singleElement()
                .asString()
                .contains("one set on two lines", "spring-app/b/src/Same.java");
        assertThat(undeclared(root, sets))
                .as("target/ is build output, not a copy")
                .containsExactly(List.of("spring-app/a/src/Twin.java", "spring-app/b/src/Twin.java"));
        assertThat(undeclared(
                        root,
                        List.of(new CopySet(
                                "twins", List.of("spring-app/a/src/Twin.java", "spring-app/b/src/Twin.java")))))
                .isEmpty();
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

    /** Each set whose files differ, with why it should not and every file's digest. */
    static List<String> drifted(Path root, List<CopySet> sets) {
        List<String> drifted = new ArrayList<>();
        for (CopySet set : sets) {
            Map<String, String> digests = new LinkedHashMap<>();
            set.files().stream()
                    .filter(f -> Files.isRegularFile(root.resolve(f)))
                    .forEach(f -> digests.put(f, digest(root.resolve(f))));
            if (digests.values().stream().distinct().count() > 1) {
                StringBuilder s = new StringBuilder(set.why());
                digests.forEach((file, digest) ->
                        s.append("\n    ").append(digest, 0, 12).append("  ").append(file));
                drifted.add(s.toString());
            }
        }
        return drifted;
    }

    /** Groups of identical files in the apps' sources that no listed set holds. */
    static List<List<String>> undeclared(Path root, List<CopySet> sets) {
        Map<String, List<String>> byDigest = new TreeMap<>();
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
                        .forEach(f -> byDigest.computeIfAbsent(digest(root.resolve(f)), d -> new ArrayList<>())
                                .add(f));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return byDigest.values().stream()
                .filter(group -> group.size() > 1)
                .filter(group -> sets.stream().noneMatch(s -> s.files().containsAll(group)))
                .toList();
    }

    private static String digest(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
