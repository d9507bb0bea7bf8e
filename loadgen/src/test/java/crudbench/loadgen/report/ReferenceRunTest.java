package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.AxisPickAnalysis;
import crudbench.loadgen.analysis.PickAnalysis;
import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.analysis.RunChanges;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.model.Axis;
import crudbench.loadgen.model.AxisPicks;
import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.report.pick.AxisWhatToPick;
import crudbench.loadgen.report.pick.WhatToPick;
import crudbench.loadgen.report.run.ReadmeAnswer;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.VariantRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The published reference runs, `just bench` with no flags twice (results/reference and results/reference-2, issue
 * 42: the README's What to pick, and docs/results.md's answer), are regenerated from their summary.json and must come
 * out as committed: the tables cannot drift from their data, and a change to the statistics or the report shows
 * here, to be published with a new rendering (`just compare results/reference`, then docs/results.md's block from its
 * answer.md; `just compare --pick results/reference results/reference-2 ...`, then the README's block from its
 * what-to-pick.md). The second is the first's command again, so their comparison is the rerun the issue asks for.
 */
class ReferenceRunTest {

    static final Path REFERENCE = Path.of("..", "results", "reference");
    private static final Path SECOND = Path.of("..", "results", "reference-2");
    static final Path QUICK = Path.of("..", "results", "quick-reference");
    static final Path INTEL = Path.of("..", "results", "intel-xeon-quick-4");
    /** The default on the Intel Xeon, twice (issue 52): What to pick judges over them beside the AMD EPYC's two. */
    static final Path XEON = Path.of("..", "results", "xeon-reference");

    static final Path XEON_2 = Path.of("..", "results", "xeon-reference-2");
    /** Two runs of the ORM variants beside their plain-SQL twins (issue 43). */
    private static final List<Path> ORM =
            List.of(Path.of("..", "results", "orm-quick-2"), Path.of("..", "results", "orm-quick-3"));

    private static final String BEGIN = "<!-- answer: begin, from results/reference/answer.md -->\n";
    private static final String END = "<!-- answer: end -->";
    private static final String PICK_BEGIN = "<!-- what-to-pick: begin, from results/what-to-pick.md -->\n";
    private static final String PICK_END = "<!-- what-to-pick: end -->";

    @Test
    void eachReferencesCompareMdAndAnswerRegenerateFromItsSummary(@TempDir Path tmp) throws IOException {
        assertRegenerates(tmp, REFERENCE);
        assertRegenerates(tmp, SECOND);
        assertRegenerates(tmp, XEON);
        assertRegenerates(tmp, XEON_2);
    }

    /** compare.md and answer.md rendered again from a committed run's summary.json alone, as committed. */
    static void assertRegenerates(Path tmp, Path committed) throws IOException {
        String name = committed.getFileName().toString();
        Path run = Files.createDirectories(tmp.resolve(name));
        Files.copy(committed.resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));

        String regenerated = Compare.render(run, List.of(run), null);

        // The run's directory is what names where it was rendered.
        ReadmeBlock.holds(
                committed.resolve("compare.md"), regenerated.replace("`" + run + "`", "`results/" + name + "`"));
        if (Files.exists(committed.resolve(ReadmeAnswer.FILE))) {
            ReadmeBlock.holds(
                    committed.resolve(ReadmeAnswer.FILE),
                    Files.readString(run.resolve(ReadmeAnswer.FILE))
                            .replace("](" + run + "/compare.md)", "](../results/" + name + "/compare.md)")
                            .replace(run.toString(), "results/" + name));
        }
    }

    @Test
    void theResultsPageQuotesTheReferenceRunsAnswer() throws IOException {
        String generated = ReadmeAnswer.markdown(analysis(REFERENCE));
        ReadmeBlock.holds(ReadmeBlock.RESULTS_PAGE, BEGIN, END, generated);
        assertThat(generated).contains("([results/reference](../results/reference/compare.md))");
    }

    /**
     * What to pick, judged over the default's two runs on each machine (the AMD EPYC's and the Intel Xeon's
     * references), regenerated from their summaries, each ORM over its twin from the ORM runs and each web stack over
     * the framework's own from the references: the committed
     * what-to-pick.md and the README's block must be it, byte for byte (`just compare --pick results/reference
     * results/reference-2 results/xeon-reference results/xeon-reference-2 --orm results/orm-quick-2 --orm
     * results/orm-quick-3`, then the block from its what-to-pick.md).
     */
    @Test
    void theReadmeOpensWithWhatToPickFromTheCommittedRuns() throws IOException {
        List<BenchSummary> references = List.of(
                BenchSummary.read(REFERENCE),
                BenchSummary.read(SECOND),
                BenchSummary.read(XEON),
                BenchSummary.read(XEON_2));
        List<String> names = List.of(
                "results/reference", "results/reference-2", "results/xeon-reference", "results/xeon-reference-2");
        String generated = WhatToPick.markdown(PickAnalysis.of(references, names));
        List<BenchSummary> ormRuns = new ArrayList<>();
        for (Path run : ORM) {
            ormRuns.add(BenchSummary.read(run));
        }
        AxisPicks ormPicks = AxisPickAnalysis.of(
                Axis.ORM, ormRuns, ORM.stream().map(ReferenceRunTest::name).toList());
        AxisPicks webPicks = AxisPickAnalysis.of(Axis.WEB, references, names);
        String axes = AxisWhatToPick.markdown(ormPicks) + AxisWhatToPick.markdown(webPicks);
        assertThat(axes)
                .contains("**Each ORM over its plain-SQL twin**")
                .contains("**Each web stack over the framework's own for the same driver**");
        ReadmeBlock.holds(REFERENCE.resolveSibling(WhatToPick.FILE), generated + axes);
        // The README holds the grid's part whole and the ORM's in brief, linking what-to-pick.md for the rest; the
        // other web stack, a control of the design rather than a choice, is in what-to-pick.md only.
        ReadmeBlock.holds(ReadmeBlock.README, PICK_BEGIN, PICK_END, generated + AxisWhatToPick.brief(ormPicks));
        ReadmeBlock pick = ReadmeBlock.between(PICK_BEGIN, PICK_END);
        assertThat(pick.text()).contains("**Each ORM over its plain-SQL twin**", "](results/what-to-pick.md)");
        assertThat(pick.before().lines().count())
                .as("What to pick right after the first paragraph")
                .isLessThan(15);
    }

    /** A front page: short, and the two commands on its first screen. */
    @Test
    void theReadmeIsAFrontPage() throws IOException {
        List<String> lines = Files.readAllLines(ReadmeBlock.README);
        assertThat(lines).as("README.md's lines").hasSizeLessThanOrEqualTo(250);
        List<String> first = lines.subList(0, 60);
        assertThat(first).as("`just bench` in the first 60 lines").anyMatch(l -> l.startsWith("just bench "));
        assertThat(first).as("`just test` in the first 60 lines").anyMatch(l -> l.startsWith("just test "));
    }

    /** Every variant at parity and at its best, over three epochs; the starts that did not settle, quarkus-orm's. */
    @Test
    void theSummaryIsTheDefaultsGridOverEpochs() throws IOException {
        BenchSummary summary = BenchSummary.read(REFERENCE);
        List<String> sessions = measuredSessions(summary);
        assertThat(sessions.stream().filter(s -> !s.contains("@"))).hasSize(21);
        assertThat(sessions).hasSize(24);
        assertThat(summary.length().epochs()).isEqualTo(3);
        assertThat(summary.length().minutes())
                .isLessThanOrEqualTo(summary.length().maxMinutes());
        assertThat(summary.measured().variantRuns().stream()
                        .filter(r -> r.warmup() == null
                                || !Boolean.TRUE.equals(r.warmup().settled()))
                        .map(VariantRun::variant))
                .as("the starts that did not settle, measured anyway and flagged, as the README says")
                .containsExactly("quarkus-orm", "quarkus-orm");
        assertThat(summary.effects()).extracting(Effect::kind).contains(Effect.DATA_ACCESS_AT_BEST);
        assertThat(summary.machine()).isNotNull();
    }

    /** The planner gave the third epoch rounds of its own: "How sure" says each epoch's, not the most of any. */
    @Test
    void howSureNamesEachEpochsRoundsWhereTheyDiffer() throws IOException {
        assertThat(BenchSummary.read(REFERENCE).roundsPerEpoch()).containsExactly(2, 2, 3);
        assertThat(Files.readString(REFERENCE.resolve("compare.md")))
                .contains("How sure: 3 epoch(s) of 2, 2 and 3 round(s); every published main effect");
        assertThat(BenchSummary.read(QUICK).roundsPerEpoch()).containsExactly(4, 4, 4);
        assertThat(Files.readString(QUICK.resolve("compare.md"))).contains("How sure: 3 epoch(s) × 4 round(s);");
    }

    /** The second run against the first, as committed, is the same command again: 24 sessions on both sides. */
    @Test
    void theSecondAgainstTheFirstIsTheSameCommandAgain() throws IOException {
        assertRerun(REFERENCE, SECOND);
    }

    /**
     * The Intel Xeon's second reference against its first, as committed: the same command again on the same machine,
     * 24 sessions on both sides.
     */
    @Test
    void theXeonsSecondAgainstItsFirstIsTheSameCommandAgain() throws IOException {
        assertRerun(XEON, XEON_2);
        assertThat(BenchSummary.read(XEON).machineName())
                .isEqualTo(BenchSummary.read(XEON_2).machineName());
    }

    /**
     * The second run against the first (its against-&lt;first&gt;.md, which CommittedComparisonsTest regenerates): the
     * same 24 sessions on both sides, of the same command.
     */
    private static void assertRerun(Path firstRun, Path secondRun) throws IOException {
        RunChangeModel change = change(firstRun, secondRun);

        assertThat(change.sides().candidateOnly()).isEmpty();
        assertThat(change.sides().baselineOnly()).isEmpty();
        RunSettings first = BenchSummary.read(firstRun).settings();
        assertSameCommand(first, BenchSummary.read(secondRun).settings());
        assertThat(sessions(first)).hasSize(24);
    }

    /** The reference against the quick reference before it: like with like over the 17 sessions both measured. */
    @Test
    void theReferenceAgainstTheQuickReferenceComparesLikeWithLike() throws IOException {
        RunChangeModel change = change(QUICK, REFERENCE);

        assertThat(change.sides().candidateOnly())
                .as("the ORM variants, new since the quick reference")
                .hasSize(7);
        assertThat(change.sides().baselineOnly()).isEmpty();
    }

    /** The second run is the first's command again: its profile, apps, load generator and sessions. */
    static void assertSameCommand(RunSettings first, RunSettings second) {
        assertThat(second.profile()).as("the same command as the first").isEqualTo(first.profile());
        assertThat(second.apps()).as("the same apps, settings and JVM flags").isEqualTo(first.apps());
        assertThat(second.loadGenerator()).isEqualTo(first.loadGenerator());
        assertThat(sessions(second))
                .as("the same sessions, at parity and at best")
                .isEqualTo(sessions(first));
    }

    /** The sessions a run measured, each once, as its apps' runs name them (variant ids, with settings after an `@`). */
    static List<String> measuredSessions(BenchSummary summary) {
        return summary.measured().variantRuns().stream()
                .map(r -> r.facts().variant())
                .distinct()
                .toList();
    }

    static Set<String> sessions(RunSettings settings) {
        return settings.layout().sessions().stream().map(VariantSetup::label).collect(Collectors.toSet());
    }

    /** `just compare --change BASELINE CANDIDATE`'s change, each run named as its directory under results/. */
    static RunChangeModel change(Path baseline, Path candidate) throws IOException {
        return RunChanges.of(analysis(baseline), analysis(candidate));
    }

    static RunModel analysis(Path run) throws IOException {
        return RunAnalysis.of(List.of(BenchSummary.read(run)), List.of(name(run)));
    }

    private static String name(Path run) {
        return "results/" + run.getFileName();
    }
}
