package crudbench.loadgen.cli;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.RunDirectories;
import crudbench.harness.registry.Knobs;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.tuning.TuningSweep;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `just tune`: the tuning sweep; see {@link TuningSweep}. */
@Command(
        name = "tune",
        description = {
            "Tries each knob of tuning/knobs.json on each variant, one value at a time beside the variant at parity, in"
                    + " interleaved batches; writes results/tune-<timestamp>/tuning.md (every setting's gains) and"
                    + " best.json (each variant's best settings, which `just bench --tuned` runs)."
        })
final class TuneCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--rounds", paramLabel = "N", description = "Rounds of each batch after its warm-up (default 3).")
    int rounds = 3;

    @Option(
            names = "--knobs",
            split = ",",
            paramLabel = "KEY",
            description = "Try only these knobs of tuning/knobs.json, by setting (DB_POOL_SIZE, R2DBC_FORCE_BINARY, …);"
                    + " default: every knob.")
    List<String> knobs = new ArrayList<>();

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the rounds' orders (default: from the clock).")
    Long seed;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Finish an interrupted sweep in DIR: the batches it already measured are read, the rest run.")
    Path resume;

    @Parameters(
            paramLabel = "VARIANT",
            arity = "0..*",
            description = "Variant ids (default: all); see `just variants`.")
    List<String> ids = new ArrayList<>();

    @Mixin
    AllowDirtyOption dirty;

    @Mixin
    HelpOption help;

    @Override
    public Integer call() {
        Loadgen.requirePositive(spec, "--rounds", List.of(rounds));
        Repo repo = Repo.locate();
        dirty.check(spec, repo);
        try {
            Variants.load(repo).select(ids);
            Knobs.load(repo).only(knobs);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        Path out = resume != null ? resume.toAbsolutePath() : RunDirectories.next(repo, "tune");
        new TuningSweep(repo, ids, knobs, rounds, seed != null ? seed : System.currentTimeMillis(), out).run();
        return Loadgen.OK;
    }
}
