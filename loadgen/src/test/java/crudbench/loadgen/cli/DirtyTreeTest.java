package crudbench.loadgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.TempCheckout;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The commands whose runs get committed refuse a tree with uncommitted changes unless given --allow-dirty, before
 * anything is built or started. Run against a checkout of its own (crudbench.root): a git repository holding the
 * registry and parity.env and nothing to build, so a command that got past the check would fail building there.
 */
class DirtyTreeTest {

    @TempDir
    Path root;

    private final StringWriter err = new StringWriter();
    private String before;

    @BeforeEach
    void aCommittedCheckoutOfItsOwn() throws Exception {
        TempCheckout.at(root);
        before = System.getProperty("crudbench.root");
        System.setProperty("crudbench.root", root.toString());
    }

    @AfterEach
    void theRealCheckoutAgain() {
        if (before == null) {
            System.clearProperty("crudbench.root");
        } else {
            System.setProperty("crudbench.root", before);
        }
    }

    private int run(String... args) {
        return Loadgen.commandLine()
                .setOut(new PrintWriter(new StringWriter(), true))
                .setErr(new PrintWriter(err, true))
                .execute(args);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"bench quarkus-jdbc", "bench --resume results/bench-1", "tune", "findings"})
    void aDirtyTreeIsRefusedNamingItsPathsAndNothingStarts(String line) throws IOException {
        Files.writeString(root.resolve("parity.env"), "\nDB_POOL_SIZE=99\n", java.nio.file.StandardOpenOption.APPEND);
        Files.writeString(root.resolve("notes.txt"), "an untracked file counts\n");

        assertThat(run(line.split(" "))).isEqualTo(Loadgen.MISUSE);

        String command = line.split(" ")[0];
        assertThat(err.toString())
                .contains("the tree has uncommitted changes (2 paths: notes.txt, parity.env), so commit ")
                .contains(" alone would not reproduce this run. Commit the changes (or stash them) and run `just "
                        + command + "` again, or add --allow-dirty to run anyway");
        assertThat(root.resolve("results")).as("no run directory").doesNotExist();
        assertThat(Files.exists(root.resolve(".pgdata"))).as("no database").isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--allow-dirty --resume", "--resume"})
    void allowDirtyOrACleanTreeGetsPastTheCheck(String options) throws IOException {
        if (options.contains("--allow-dirty")) {
            Files.writeString(root.resolve("notes.txt"), "an untracked file\n");
        }
        List<String> args = new ArrayList<>(List.of("bench"));
        args.addAll(List.of(options.split(" ")));
        args.add(root.resolve("no-such-run").toString());

        assertThat(run(args.toArray(String[]::new))).isEqualTo(Loadgen.MISUSE);

        assertThat(err.toString()).doesNotContain("uncommitted").contains("no summary.json in");
    }
}
