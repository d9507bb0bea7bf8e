package crudbench.loadgen.cli;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.RunDirectories;
import crudbench.loadgen.findings.Findings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** `just findings`: re-tests the published claims; see {@link Findings}. */
@Command(
        name = "findings",
        description = {
            "Re-tests the published claims about R2DBC, JDBC and the Vert.x client on"
                    + " today's versions, with the knobs that produced them, and writes results/findings-<timestamp>/findings.md."
        })
final class FindingsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(
            names = "--epochs",
            paramLabel = "N",
            description = "Epochs of each experiment (default 3): each starts its apps afresh and warms them up until"
                    + " they settle, so that the intervals hold what differs between JVM starts.")
    int epochs = 3;

    @Option(
            names = "--rounds",
            paramLabel = "N",
            description = "Rounds of each experiment in every epoch (default 3; some experiments take more), and"
                    + " runs of the driver-only baseline.")
    int rounds = 3;

    @Option(
            names = "--duration",
            paramLabel = "SECONDS",
            description = "Length of each scenario phase in a slice (default 1).")
    int seconds = 1;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the rounds' orders (default: from the clock).")
    Long seed;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Finish an interrupted run in DIR: what it already measured is read, the rest is run; an"
                    + " experiment interrupted in an epoch keeps its rows and gets the epochs it lacks (give the"
                    + " run's --epochs again).")
    Path resume;

    @Option(
            names = "--only",
            split = ",",
            paramLabel = "ID",
            description = "Run only these experiments, by id (`drivers`: the driver-only baseline), and judge only"
                    + " their claims. The ids: ${COMPLETION-CANDIDATES}.",
            completionCandidates = ExperimentIds.class)
    List<String> only = new ArrayList<>();

    @Mixin
    AllowDirtyOption dirty;

    @Mixin
    HelpOption help;

    /** --only's choices, for its help. */
    static final class ExperimentIds implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Findings.ids().iterator();
        }
    }

    @Override
    public Integer call() {
        Loadgen.requirePositive(spec, "--epochs", List.of(epochs));
        Loadgen.requirePositive(spec, "--rounds", List.of(rounds));
        Loadgen.requirePositive(spec, "--duration", List.of(seconds));
        List<String> unknown =
                only.stream().filter(id -> !Findings.ids().contains(id)).toList();
        if (!unknown.isEmpty()) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(), "--only: no experiment " + unknown + "; they are " + Findings.ids());
        }
        Repo repo = Repo.locate();
        dirty.check(spec, repo);
        Path out = resume != null ? resume.toAbsolutePath() : RunDirectories.next(repo, "findings");
        Findings findings = new Findings(
                repo, epochs, rounds, seconds, seed != null ? seed : System.currentTimeMillis(), out, only);
        findings.run();
        return Loadgen.OK;
    }
}
