package crudbench.loadgen.cli;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.WorkTree;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * `--allow-dirty`, mixed into the commands whose runs get committed (bench, tune, findings): a run names the
 * commit it ran, and from a tree with uncommitted changes that commit alone does not reproduce it, so such a
 * tree is refused unless asked for.
 */
public final class AllowDirtyOption {

    @Option(
            names = "--allow-dirty",
            description = "Run from a tree with uncommitted changes (untracked files outside .gitignore count). Without"
                    + " it such a tree is refused before anything is built or started, since the commit alone would"
                    + " not reproduce the run; with it, summary.json records the changes' sha-256 digest and paths"
                    + " beside the commit, and every page of the run says so. A --resume needs it too, and the tree"
                    + " must then hold the resumed run's own changes.")
    boolean allowDirty;

    /** Misuse, naming the changed paths and the ways on, when the tree is dirty and --allow-dirty was not given. */
    void check(CommandSpec spec, Repo repo) {
        if (allowDirty) {
            return;
        }
        WorkTree tree = WorkTree.of(repo);
        // Without git there is no commit to name either: the run records none, and nothing claims to reproduce it.
        if (tree != null && !tree.clean()) {
            throw new CommandLine.ParameterException(spec.commandLine(), refusal(spec.name(), tree));
        }
    }

    static String refusal(String command, WorkTree tree) {
        return "the tree has uncommitted changes (" + tree.changed().size()
                + (tree.changed().size() == 1 ? " path: " : " paths: ") + WorkTree.names(tree.changed())
                + "), so commit "
                + tree.commit().substring(0, Math.min(10, tree.commit().length()))
                + " alone would not reproduce this run. Commit the changes (or stash them) and run `just " + command
                + "` again, or add --allow-dirty to run anyway: the run then records their digest and paths, and its"
                + " pages say it ran with uncommitted changes.";
    }
}
