package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.WorkTree;
import crudbench.harness.proc.MachineFacts;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.TempCheckout;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.RunLength;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `--resume DIR` continues a run only when it would measure the same thing, and says what differs when not. */
class ResumptionTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants REGISTRY = Variants.load(REPO);

    /** A run of quarkus-jdbc and quarkus-r2dbc with this checkout's settings, at no recorded commit. */
    private static BenchSummary run(Map<String, String> parity, List<String> jvmFlags) {
        List<VariantSetup> sessions =
                List.of(VariantSetup.parse("quarkus-jdbc", REGISTRY), VariantSetup.parse("quarkus-r2dbc", REGISTRY));
        RunSettings settings = new RunSettings(
                BenchProfile.quick().toBuilder().rounds(2).build(),
                new RunSettings.Layout("interleaved", 7L, sessions, "app=1"),
                new RunSettings.Apps(parity, jvmFlags, List.of()),
                null,
                null,
                null,
                null);
        BenchSummary measured = BenchSummary.of(BenchSummary.Measured.of(
                List.of(), List.of(Rows.closed("quarkus-jdbc", 1, 64, "get").build())));
        return new BenchSummary(BenchSummary.SCHEMA, null, settings, null, measured.measured(), null, null, null);
    }

    private static BenchSummary sameAsNow() {
        Settings now = Settings.load(REPO);
        return run(now.parity(), now.appJvmFlags());
    }

    @Test
    void aRunWithThisCheckoutsSettingsResumesWithItsOwnProfileAndLayout() {
        BenchSummary earlier = sameAsNow();

        assertThat(Resumption.differences(earlier, REPO, List.of())).isEmpty();
        BenchSpec spec = Resumption.spec(earlier, 2, 90);
        assertThat(spec.profile().rounds().epochs()).as("this sitting's epochs").isEqualTo(2);
        assertThat(spec.profile().rounds().planned())
                .as("the run's rounds per epoch")
                .isEqualTo(2);
        assertThat(spec.profile().rounds().maxMinutes()).isEqualTo(90);
        assertThat(spec.sessions()).extracting(VariantSetup::label).containsExactly("quarkus-jdbc", "quarkus-r2dbc");
        assertThat(spec.seed()).isEqualTo(7L);
        assertThat(spec.cpus()).hasToString("app=1");
        assertThat(spec.design()).isEqualTo(Bench.Design.INTERLEAVED);
    }

    @Test
    void otherVariantsAnotherParityOrOtherJvmFlagsAreRefusedSayingWhat() {
        Settings now = Settings.load(REPO);
        Map<String, String> parity = new HashMap<>(now.parity());
        parity.put("DB_POOL_SIZE", "99");
        BenchSummary otherParity = run(parity, now.appJvmFlags());
        BenchSummary otherFlags = run(now.parity(), List.of("-Xmx1g"));

        assertThat(Resumption.differences(otherParity, REPO, List.of()))
                .singleElement()
                .asString()
                .contains("parity.env");
        assertThat(Resumption.differences(otherFlags, REPO, List.of()))
                .singleElement()
                .asString()
                .contains("JVM flags")
                .contains("-Xmx1g");
        assertThat(Resumption.differences(sameAsNow(), REPO, List.of(VariantSetup.parse("spring-jdbc", REGISTRY))))
                .singleElement()
                .asString()
                .contains("variants")
                .contains("quarkus-jdbc, quarkus-r2dbc")
                .contains("spring-jdbc");
    }

    @Test
    void epochsOfAnotherMachineAreRefusedSayingWhatDiffers() {
        MachineFacts amd = new MachineFacts(
                2, 1L << 34, "AMD EPYC (family 25, model 17)", "Linux", "Eclipse Adoptium 25.0.3+9-LTS", "vm", null);
        MachineFacts intel = new MachineFacts(
                2, 1L << 34, "Intel Xeon (family 6, model 85)", "Linux", "Eclipse Adoptium 25.0.3+9-LTS", "vm", null);
        MachineFacts moreCores = new MachineFacts(
                4, 1L << 34, "AMD EPYC (family 25, model 17)", "Linux", "Eclipse Adoptium 25.0.3+9-LTS", "other", null);

        assertThat(Resumption.machineDifferences(amd, amd)).isEmpty();
        assertThat(Resumption.machineDifferences(null, intel))
                .as("a run that recorded no machine")
                .isEmpty();
        assertThat(Resumption.machineDifferences(amd, intel))
                .singleElement()
                .asString()
                .contains("the CPU: the run was measured on AMD EPYC (family 25, model 17), this machine is Intel Xeon")
                .contains("start a new run");
        assertThat(Resumption.machineDifferences(amd, moreCores))
                .as("another host name alone is the same machine to a virtual one's run")
                .singleElement()
                .asString()
                .contains("the cores: 2 then, 4 now")
                .doesNotContain("CPU");
    }

    /** Two apps' runs in each listed epoch, completed or not, with the run's length; null: a run from before it. */
    private static BenchSummary epochs(RunLength length, Map<Integer, Boolean> completedByEpoch) {
        List<VariantRun> runs = new ArrayList<>();
        completedByEpoch.forEach((epoch, completed) -> {
            for (String variant : List.of("quarkus-jdbc", "quarkus-r2dbc")) {
                runs.add(new VariantRun(
                        epoch, new VariantFacts(variant, null, null, null, null), null, List.of(), completed, null));
            }
        });
        BenchSummary.Measured measured = BenchSummary.Measured.of(runs, List.of());
        return new BenchSummary(BenchSummary.SCHEMA, null, null, null, measured, null, length, null);
    }

    private static RunLength stoppedBy(String why) {
        return new RunLength(null, null, 4, why, null, 10.0, 2, 1);
    }

    @Test
    void anInterruptedRunLacksTheAskedEpochsItsCompletedOnesFallShortOfAndItsCutEpochDoesNotCount() {
        BenchSummary cutInSecond = epochs(stoppedBy(RunLength.INTERRUPTED), new TreeMap<>(Map.of(1, true, 2, false)));
        BenchSummary cutInFirst = epochs(stoppedBy(RunLength.INTERRUPTED), Map.of(1, false));

        assertThat(Resumption.completedEpochs(cutInSecond)).isEqualTo(1);
        assertThat(Resumption.epochsLeft(cutInSecond, 3)).isEqualTo(2);
        assertThat(Resumption.epochsLeft(cutInSecond, 1))
                .as("already has the one asked")
                .isZero();
        assertThat(Resumption.completedEpochs(cutInFirst)).isZero();
        assertThat(Resumption.epochsLeft(cutInFirst, 3)).isEqualTo(3);
    }

    @Test
    void aRunThatEndedByItselfOrRecordedNoLengthLacksNothing() {
        Map<Integer, Boolean> one = Map.of(1, true);

        assertThat(Resumption.epochsLeft(epochs(stoppedBy(RunLength.ROUNDS), one), 3))
                .as("it ran what it was asked: another --epochs is another run")
                .isZero();
        assertThat(Resumption.epochsLeft(epochs(stoppedBy(RunLength.TIME), one), 3))
                .isZero();
        assertThat(Resumption.epochsLeft(epochs(null, one), 3)).isZero();
    }

    private static RunSettings at(String commit, RunSettings.Tree tree) {
        return new RunSettings(null, null, null, null, null, commit, tree);
    }

    @Test
    void aRunWithUncommittedChangesResumesOnlyFromATreeWithTheSameChanges(@TempDir Path root) throws Exception {
        Repo repo = TempCheckout.at(root);
        Files.writeString(root.resolve("parity.env"), "\nDB_POOL_SIZE=99\n", StandardOpenOption.APPEND);
        WorkTree then = WorkTree.of(repo);
        RunSettings run = at(then.recordedCommit(), RunSettings.Tree.of(then));

        assertThat(Resumption.treeDifferences(run, repo, WorkTree.of(repo)))
                .as("the same commit, the same digest")
                .isEmpty();

        Files.writeString(root.resolve("notes.txt"), "another change\n");
        assertThat(Resumption.treeDifferences(run, repo, WorkTree.of(repo)))
                .singleElement()
                .asString()
                .contains("the run was measured on " + then.commit() + " with uncommitted changes (digest "
                        + WorkTree.shortDigest(then.digest()) + ": parity.env), and this tree has others (digest ")
                .contains(": notes.txt, parity.env): put those changes back on " + then.commit()
                        + " to add to it, or start a new run");

        TempCheckout.git(root, "checkout", "parity.env");
        Files.delete(root.resolve("notes.txt"));
        assertThat(Resumption.treeDifferences(run, repo, WorkTree.of(repo)))
                .singleElement()
                .asString()
                .contains("and this tree has none");
    }

    @Test
    void aRunFromBeforeTheChangesWereRecordedCannotBeShownToMatch(@TempDir Path root) throws Exception {
        Repo repo = TempCheckout.at(root);
        String head = WorkTree.of(repo).commit();

        assertThat(Resumption.treeDifferences(at(head + "-dirty", null), repo, WorkTree.of(repo)))
                .singleElement()
                .asString()
                .isEqualTo("the run was measured on " + head + " with uncommitted changes that were not recorded:"
                        + " no tree can be shown to hold them, so start a new run");
    }

    @Test
    void aCleanRunCountsUntrackedFilesAmongWhatTheAppsRunButNotElsewhere(@TempDir Path root) throws Exception {
        Repo repo = TempCheckout.at(root);
        WorkTree clean = WorkTree.of(repo);
        RunSettings run = at(clean.recordedCommit(), RunSettings.Tree.of(clean));
        Files.writeString(root.resolve("notes.txt"), "the report may change between sittings\n");

        assertThat(Resumption.treeDifferences(run, repo, WorkTree.of(repo))).isEmpty();

        Files.createDirectories(root.resolve("quarkus-app/src"));
        Files.writeString(root.resolve("quarkus-app/src/Extra.java"), "class Extra {}\n");
        assertThat(Resumption.treeDifferences(run, repo, WorkTree.of(repo)))
                .containsExactly("what the apps run changed since " + clean.commit() + " (quarkus-app/src/Extra.java)");
    }
}
