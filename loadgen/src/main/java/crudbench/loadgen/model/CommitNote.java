package crudbench.loadgen.model;

import crudbench.harness.checkout.WorkTree;
import crudbench.loadgen.results.RunSettings;

/**
 * How every page names the commit a run was measured at: plainly with its uncommitted changes when it had any,
 * since then the commit alone does not reproduce the run.
 */
public final class CommitNote {

    private CommitNote() {}

    /**
     * The commit's first {@code digits} hex digits (all of them for 40 or more), followed by {@link #uncommitted}
     * when the tree was dirty; null where the run recorded no commit.
     */
    public static String of(RunSettings settings, int digits) {
        if (settings == null || settings.commit() == null) {
            return null;
        }
        String commit = settings.baseCommit();
        String shown = commit.substring(0, Math.min(digits, commit.length()));
        String uncommitted = uncommitted(settings);
        return uncommitted == null ? shown : shown + " " + uncommitted;
    }

    /**
     * "with uncommitted changes (digest 1a2b3c4d5e6f…, 3 paths): the commit alone does not reproduce this run", or
     * for a run from before the changes were recorded (a commit with "-dirty", no digest) "with uncommitted changes
     * that were not recorded: the commit alone does not reproduce this run exactly"; null for a clean tree or one
     * not known to be dirty.
     */
    public static String uncommitted(RunSettings settings) {
        RunSettings.Tree tree = settings == null ? RunSettings.Tree.UNKNOWN : settings.treeState();
        if (!tree.dirty()) {
            return null;
        }
        if (tree.digest() == null) {
            return "with uncommitted changes that were not recorded: the commit alone does not reproduce this run"
                    + " exactly";
        }
        int paths = tree.changed() == null ? 0 : tree.changed().size();
        return "with uncommitted changes (digest " + WorkTree.shortDigest(tree.digest()) + ", " + paths
                + (paths == 1 ? " path" : " paths") + "): the commit alone does not reproduce this run";
    }
}
