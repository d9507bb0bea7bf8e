package crudbench.harness.checkout;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a run records of the tree beside its commit, read from a git repository of its own. */
class WorkTreeTest {

    @TempDir
    Path repo;

    private String head;

    @BeforeEach
    void aCommittedRepository() throws Exception {
        git("init", "-q");
        Files.writeString(repo.resolve(".gitignore"), "target/\n");
        Files.writeString(repo.resolve("app.java"), "class App {}\n");
        git("add", ".");
        git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "first");
        head = git("rev-parse", "HEAD").strip();
    }

    @Test
    void aCommittedTreeIsCleanAndItsCommitPlain() throws IOException {
        Files.createDirectories(repo.resolve("target"));
        Files.writeString(repo.resolve("target/app.jar"), "ignored");

        WorkTree tree = WorkTree.read(repo);

        assertThat(tree.commit()).isEqualTo(head);
        assertThat(tree.clean()).as("ignored files do not count").isTrue();
        assertThat(tree.digest()).isNull();
        assertThat(tree.changed()).isEmpty();
        assertThat(tree.recordedCommit()).isEqualTo(head);
    }

    @Test
    void aModifiedFileMakesItDirtyAndTheDigestFollowsTheContent() throws IOException {
        Files.writeString(repo.resolve("app.java"), "class App { int a; }\n");
        WorkTree first = WorkTree.read(repo);
        Files.writeString(repo.resolve("app.java"), "class App { int b; }\n");
        WorkTree second = WorkTree.read(repo);

        assertThat(first.clean()).isFalse();
        assertThat(first.changed()).containsExactly("app.java");
        assertThat(first.digest()).hasSize(64).isNotEqualTo(second.digest());
        assertThat(first.recordedCommit()).isEqualTo(head + "-dirty");
        assertThat(WorkTree.read(repo).digest())
                .as("the same changes, the same digest")
                .isEqualTo(second.digest());
    }

    @Test
    void anUntrackedFileMakesItDirtyWithItsNameAndContentInTheDigest() throws IOException {
        Files.createDirectories(repo.resolve("new"));
        Files.writeString(repo.resolve("new/Tuned.java"), "class Tuned {}\n");
        WorkTree first = WorkTree.read(repo);
        Files.writeString(repo.resolve("new/Tuned.java"), "class Tuned { int pool; }\n");
        WorkTree edited = WorkTree.read(repo);
        Files.move(repo.resolve("new/Tuned.java"), repo.resolve("new/Other.java"));
        Files.writeString(repo.resolve("new/Other.java"), "class Tuned {}\n");
        WorkTree renamed = WorkTree.read(repo);

        assertThat(first.clean()).isFalse();
        assertThat(first.changed()).as("the file, not its directory").containsExactly("new/Tuned.java");
        assertThat(edited.digest()).isNotEqualTo(first.digest());
        assertThat(renamed.digest()).as("the same bytes under another name").isNotEqualTo(first.digest());
        assertThat(renamed.changed()).containsExactly("new/Other.java");
    }

    @Test
    void aStagedRenameNamesBothPaths() throws Exception {
        git("mv", "app.java", "main.java");

        assertThat(WorkTree.read(repo).changed()).containsExactly("app.java", "main.java");
    }

    @Test
    void outsideGitThereIsNoTree(@TempDir Path elsewhere) {
        assertThat(WorkTree.read(elsewhere)).isNull();
    }

    @Test
    void messagesNameAtMostTenPathsAndAShortDigest() {
        List<String> paths = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            paths.add("f" + i);
        }

        assertThat(WorkTree.names(paths)).isEqualTo("f0, f1, f2, f3, f4, f5, f6, f7, f8, f9 and 2 more");
        assertThat(WorkTree.shortDigest("0123456789abcdef")).isEqualTo("0123456789ab…");
    }

    private String git(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command)
                .directory(repo.toFile())
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).as(out).isZero();
        return out;
    }
}
