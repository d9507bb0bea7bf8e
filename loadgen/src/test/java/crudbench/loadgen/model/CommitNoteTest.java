package crudbench.loadgen.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RunSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How pages name a run's commit: plainly with its uncommitted changes, recorded or not. */
class CommitNoteTest {

    private static final String COMMIT = "843f5fff608a6ce93c68c445ed0f714ef178c2a4";
    private static final String DIGEST = "1a2b3c4d5e6f" + "0".repeat(52);

    private static RunSettings at(String commit, RunSettings.Tree tree) {
        return new RunSettings(null, null, null, null, null, commit, tree);
    }

    @Test
    void aSummaryFromBeforeTheTreeWasRecordedIsDirtyWithoutADigestWhenItsCommitSaysSo() throws IOException {
        RunSettings reference =
                BenchSummary.read(Path.of("..", "results", "quick-reference")).settings();

        assertThat(reference.tree()).as("schema 3 as first written: no tree").isNull();
        assertThat(reference.treeState()).isEqualTo(new RunSettings.Tree(false, null, null));
        assertThat(CommitNote.of(reference, 10))
                .isEqualTo("843f5fff60 with uncommitted changes that were not recorded: the commit alone does not"
                        + " reproduce this run exactly");
        assertThat(at(COMMIT, null).treeState())
                .as("no -dirty, no tree: unknown (untracked files did not count then)")
                .isEqualTo(RunSettings.Tree.UNKNOWN);
        assertThat(CommitNote.of(at(COMMIT, null), 40)).isEqualTo(COMMIT);
    }

    @Test
    void aRecordedTreeNamesItsDigestAndHowManyPaths() {
        RunSettings dirty = at(COMMIT + "-dirty", new RunSettings.Tree(false, DIGEST, List.of("a", "b", "c")));
        RunSettings clean = at(COMMIT, new RunSettings.Tree(true, null, List.of()));

        assertThat(CommitNote.of(dirty, 10))
                .isEqualTo("843f5fff60 with uncommitted changes (digest 1a2b3c4d5e6f…, 3 paths): the commit alone"
                        + " does not reproduce this run");
        assertThat(CommitNote.of(clean, 10)).isEqualTo("843f5fff60");
        assertThat(CommitNote.of(null, 10)).isNull();
    }

    @Test
    void summaryJsonHoldsTheTreeBesideTheCommit() throws IOException {
        RunSettings dirty = at(COMMIT + "-dirty", new RunSettings.Tree(false, DIGEST, List.of("parity.env")));

        JsonNode json = BenchSummary.JSON.valueToTree(dirty);

        assertThat(json.path("commit").asText()).isEqualTo(COMMIT + "-dirty");
        assertThat(json.path("tree").path("clean").asBoolean(true)).isFalse();
        assertThat(json.path("tree").path("digest").asText()).isEqualTo(DIGEST);
        assertThat(json.path("tree").path("changed").get(0).asText()).isEqualTo("parity.env");
        assertThat(BenchSummary.JSON.treeToValue(json, RunSettings.class)).isEqualTo(dirty);
    }
}
