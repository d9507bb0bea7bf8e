package crudbench.loadgen.report;

import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.text.Table;
import java.util.List;
import java.util.stream.Collectors;

/**
 * docs/benchmarking.md's table of the profiles, from {@link BenchProfile} itself: the page states
 * what the code does, and a test fails when the two part (DocumentedProfilesTest).
 */
public final class ProfileTable {

    private ProfileTable() {}

    /** The quick profile beside the default, one row per setting. */
    public static String markdown() {
        BenchProfile quick = BenchProfile.quick();
        BenchProfile standard = BenchProfile.standard();
        Table table = new Table("", "`--quick`", "default");
        table.row("rounds (one slice per app and load point in each)", rounds(quick), rounds(standard));
        table.row("time limit for the whole run", minutes(quick), minutes(standard));
        table.row("warm-up rounds", warmup(quick), warmup(standard));
        table.row("closed model", closed(quick), closed(standard));
        table.row("open model", open(quick), open(standard));
        table.row("ceiling (pgbench, each round)", ceiling(quick), ceiling(standard));
        return table.markdown();
    }

    private static String rounds(BenchProfile p) {
        BenchProfile.Rounds r = p.rounds();
        return r.precisionDriven()
                ? r.planned() + ", then more until ±" + percent(r.precision()) + " (at most " + BenchProfile.MAX_ROUNDS
                        + ")"
                : r.planned() + " exactly";
    }

    private static String minutes(BenchProfile p) {
        return p.rounds().maxMinutes() > 0 ? p.rounds().maxMinutes() + " minutes" : "none";
    }

    private static String warmup(BenchProfile p) {
        BenchProfile.WarmupRule w = p.warmup();
        String count = w.minRounds() == w.maxRounds()
                ? Integer.toString(w.minRounds())
                : w.minRounds() + " to " + w.maxRounds();
        return count + " at " + w.users() + " users, " + w.seconds() + " s per scenario"
                + (w.minRounds() == w.maxRounds()
                        ? ""
                        : ", until within " + percent(w.tolerance()) + " of the round before");
    }

    private static String closed(BenchProfile p) {
        return list(p.closed().users()) + " users, " + p.closed().seconds() + " s per scenario";
    }

    private static String open(BenchProfile p) {
        return p.open().rates().isEmpty()
                ? "none"
                : list(p.open().rates()) + " requests/s, " + p.open().seconds() + " s per scenario";
    }

    private static String ceiling(BenchProfile p) {
        return "get, list10, list100, create at min(users, `DB_POOL_SIZE`) connections for each of "
                + list(p.closed().users()) + " users, " + p.closed().seconds() + " s each";
    }

    private static String list(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    private static String percent(double share) {
        return Math.round(share * 100) + "%";
    }
}
