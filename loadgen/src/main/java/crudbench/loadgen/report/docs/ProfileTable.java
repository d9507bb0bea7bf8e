package crudbench.loadgen.report.docs;

import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * docs/benchmarking.md's table of the profiles, from {@link BenchProfile} itself: the page states
 * what the code does, and a test fails when the two part (DocumentedProfilesTest).
 */
public final class ProfileTable {

    private ProfileTable() {}

    /**
     * The default (the reference design) beside the quick and the sweep profiles, one row per setting, and what an
     * epoch of {@code variants} apps takes at least with these benchmark files.
     */
    public static String markdown(Map<LoadModel, BenchmarkPlan> plans, int variants) {
        List<BenchProfile> profiles = List.of(BenchProfile.reference(), BenchProfile.quick(), BenchProfile.sweep());
        Table table = new Table("", "default", "`--quick`", "`--sweep`");
        row(table, "variants", profiles, ProfileTable::variants);
        row(table, "epochs (every app started afresh and warmed up in each)", profiles, ProfileTable::epochs);
        row(table, "rounds in each epoch (one slice per app and load point in each)", profiles, ProfileTable::rounds);
        row(table, "time limit for the whole run", profiles, ProfileTable::minutes);
        row(table, "scenarios, in the warm-up passes and the rounds alike", profiles, p -> scenarios(p, plans));
        row(table, "warm-up, each app in each epoch", profiles, ProfileTable::warmup);
        row(table, "closed model", profiles, ProfileTable::closed);
        row(table, "open model", profiles, ProfileTable::open);
        row(table, "ceiling (pgbench, each round)", profiles, p -> ceiling(p, plans));
        row(
                table,
                "an epoch of the " + variants + " variants at parity, at least (the default adds those at their best)",
                profiles,
                p -> epoch(p, plans, variants));
        return table.markdown();
    }

    private static void row(
            Table table,
            String label,
            List<BenchProfile> profiles,
            java.util.function.Function<BenchProfile, String> cell) {
        List<String> cells = new java.util.ArrayList<>();
        cells.add(label);
        profiles.forEach(p -> cells.add(cell.apply(p)));
        table.row(cells.toArray(String[]::new));
    }

    private static String variants(BenchProfile p) {
        return p.name().equals(BenchProfile.reference().name())
                ? "each at parity and at its best (`--parity`: at parity only)"
                : "each at parity (`--tuned`: at its best too)";
    }

    /**
     * An epoch's load with every warm-up at its shortest: what no epoch of the profile can take less than (app
     * starts, the ceiling and warm-ups until settled come on top), with its planned rounds and, where the first
     * epoch's rounds are fitted to the time limit, with the fewest it keeps.
     */
    private static String epoch(BenchProfile p, Map<LoadModel, BenchmarkPlan> plans, int variants) {
        String load = Numbers.clock(epochSeconds(p, plans, variants, p.rounds().planned())) + " of load";
        if (!fitted(p)) {
            return load + " (warm-ups at their shortest)";
        }
        return load + " with " + p.rounds().planned() + " rounds, "
                + Numbers.clock(epochSeconds(p, plans, variants, BenchProfile.MIN_ROUNDS_PER_EPOCH)) + " with "
                + BenchProfile.MIN_ROUNDS_PER_EPOCH + " (warm-ups at their shortest; app starts, the ceiling and"
                + " warm-ups until settled come on top)";
    }

    private static long epochSeconds(BenchProfile p, Map<LoadModel, BenchmarkPlan> plans, int variants, int rounds) {
        return (long) variants * (p.plannedWarmupSeconds(plans) + p.plannedSecondsPerRound(plans) * rounds);
    }

    /** Whether the profile fits its first epoch's rounds to its time limit: several epochs and a limit. */
    private static boolean fitted(BenchProfile p) {
        return p.rounds().epochs() > 1 && p.rounds().maxMinutes() > 0;
    }

    private static String epochs(BenchProfile p) {
        BenchProfile.Rounds r = p.rounds();
        return r.precisionDriven() && r.epochs() > 1
                ? r.epochs() + " at least, then more while a published main effect is wider than ±"
                        + percent(r.precision()) + " (at most " + BenchProfile.MAX_EPOCHS + ")"
                : r.epochs() + (r.epochs() == 1 ? ": JVM-start differences are not in the intervals" : "");
    }

    private static String rounds(BenchProfile p) {
        BenchProfile.Rounds r = p.rounds();
        if (r.precisionDriven() && r.epochs() > 1) {
            return (fitted(p)
                            ? r.planned() + " in the first at most: as many as let " + r.epochs()
                                    + " epochs as long as it, its app starts and warm-ups measured, end within the"
                                    + " time limit (" + BenchProfile.MIN_ROUNDS_PER_EPOCH + " at least)"
                            : r.planned() + " in the first")
                    + "; each later epoch's from the variance measured at each level, the plan with the narrowest"
                    + " widest interval that fits the time left";
        }
        return r.precisionDriven() && r.epochs() == 1
                ? r.planned() + ", then more until ±" + percent(r.precision()) + " (at most " + BenchProfile.MAX_ROUNDS
                        + ")"
                : Integer.toString(r.planned());
    }

    private static String minutes(BenchProfile p) {
        return p.rounds().maxMinutes() > 0 ? p.rounds().maxMinutes() + " minutes" : "none";
    }

    private static String warmup(BenchProfile p) {
        BenchProfile.WarmupRule w = p.warmup();
        return "passes of its closed-model scenarios at " + w.users() + " users, " + w.seconds()
                + " s each, until the median"
                + " of the last " + w.windows() + " is within " + percent(w.tolerance()) + " of the " + w.windows()
                + " before, for throughput and CPU per request, with the JIT at "
                + percent(BenchProfile.JIT_DONE) + " of the app's CPU at most; " + w.minSeconds()
                + " s of load at least, "
                + w.maxSeconds() + " s at most"
                + (w.maxRestSeconds() > 0
                        ? "; after each pass a rest of at most " + w.maxRestSeconds()
                                + " s while the app's JIT compiles"
                        : "");
    }

    private static String closed(BenchProfile p) {
        return list(p.closed().users()) + " users, " + p.closed().seconds() + " s per scenario";
    }

    private static String open(BenchProfile p) {
        return p.open().rates().isEmpty()
                ? "none"
                : list(p.open().rates()) + " requests/s, " + p.open().seconds() + " s per scenario";
    }

    /** Each model's scenarios the profile measures, and whether that is every one of its file's. */
    private static String scenarios(BenchProfile p, Map<LoadModel, BenchmarkPlan> plans) {
        String each = java.util.Arrays.stream(LoadModel.values())
                .map(plans::get)
                .map(plan -> String.join(", ", p.measured(plan)) + " ("
                        + plan.model().id() + " model)")
                .collect(Collectors.joining("; "));
        return p.scenarios().isEmpty()
                ? "every one: " + each
                : "the answer's: " + each + "; `--scenarios all` for every one";
    }

    private static String ceiling(BenchProfile p, Map<LoadModel, BenchmarkPlan> plans) {
        return p.measured(plans.get(LoadModel.CLOSED)).stream()
                        .filter(crudbench.harness.db.Pgbench::measures)
                        .collect(Collectors.joining(", "))
                + " at min(users, `DB_POOL_SIZE`) connections for each of "
                + list(p.closed().users()) + " users, " + p.closed().seconds() + " s each";
    }

    private static String list(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    private static String percent(double share) {
        return Math.round(share * 100) + "%";
    }
}
