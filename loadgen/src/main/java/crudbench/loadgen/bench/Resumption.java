package crudbench.loadgen.bench;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.WorkTree;
import crudbench.harness.db.DbPath;
import crudbench.harness.launch.CpuPlan;
import crudbench.harness.proc.MachineFacts;
import crudbench.harness.registry.Settings;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RoundTrip;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.VariantRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * `just bench --resume DIR`: the run to continue, as its summary.json recorded it, and whether this
 * checkout and these options would measure the same thing. Epochs added to a run must differ from
 * its earlier ones only by when they ran: the same variants with the same settings, the same
 * profile, parity, JVM flags and commit, the database as far away, the same machine. Anything else is another run.
 */
public final class Resumption {

    private Resumption() {}

    /**
     * The spec of the run recorded in {@code earlier}, with this sitting's epochs and time limit.
     *
     * @param epochs     the epochs this sitting adds
     * @param maxMinutes this sitting's limit; null: the run's own
     */
    public static BenchSpec spec(BenchSummary earlier, int epochs, Integer maxMinutes) {
        RunSettings s = earlier.settings();
        if (s == null || s.profile() == null || s.layout() == null) {
            throw new IllegalArgumentException("the run recorded no settings to continue with");
        }
        BenchProfile.Builder profile = s.profile().toBuilder().epochs(epochs);
        if (maxMinutes != null) {
            profile.maxMinutes(maxMinutes);
        }
        RoundTrip trip = earlier.around().roundTrip();
        return new BenchSpec(
                profile.build(),
                s.layout().sessions(),
                "sequential".equals(s.design()) ? Bench.Design.SEQUENTIAL : Bench.Design.INTERLEAVED,
                s.layout().seed() == null ? 0 : s.layout().seed(),
                trip == null || trip.addedMs() == null ? null : DbPath.roundTripOfMillis(trip.addedMs()),
                s.layout().cpus() == null ? null : CpuPlan.parse(s.layout().cpus()),
                RoundOrder.of(s.layout().order()),
                s.layout().profiler() != null);
    }

    /**
     * The epochs of {@code earlier} that ran to their end. An interrupted epoch keeps its rows but does not count:
     * its apps completed no load point set. The apps of an epoch complete together, at its end, so one completed
     * app marks the epoch (an app that failed to start never completes).
     */
    public static int completedEpochs(BenchSummary earlier) {
        return (int) earlier.measured().variantRuns().stream()
                .filter(VariantRun::completed)
                .mapToInt(VariantRun::epoch)
                .distinct()
                .count();
    }

    /**
     * The epochs a run meant to have {@code epochs} still lacks: none when it ended by itself (a run from before
     * the interrupt mark too), else the asked ones its completed epochs fall short of.
     */
    public static int epochsLeft(BenchSummary earlier, int epochs) {
        if (earlier.length() == null || !earlier.length().interrupted()) {
            return 0;
        }
        return Math.max(0, epochs - completedEpochs(earlier));
    }

    /** Why the run in {@code dir} cannot be continued by this checkout, naming each difference; empty when it can. */
    public static Optional<String> refusal(Path dir, BenchSummary earlier, Repo repo, List<VariantSetup> named) {
        List<String> differ = differences(earlier, repo, named);
        return differ.isEmpty()
                ? Optional.empty()
                : Optional.of("cannot resume " + dir + ": it would measure something else than the run there: "
                        + String.join("; ", differ));
    }

    /** What differs between the recorded run and what this checkout would run now; empty when nothing does. */
    public static List<String> differences(BenchSummary earlier, Repo repo, List<VariantSetup> named) {
        List<String> differ = new ArrayList<>();
        RunSettings s = earlier.settings();
        if (earlier.length() != null
                && !earlier.length().interrupted()
                && earlier.rows().isEmpty()) {
            differ.add("the run measured nothing to add to");
        }
        if (!named.isEmpty() && !labels(named).equals(labels(s.layout().sessions()))) {
            differ.add("variants: the run measured " + labels(s.layout().sessions()) + ", not " + labels(named));
        }
        Settings now = Settings.load(repo);
        if (s.apps() != null && !Objects.equals(s.apps().parity(), now.parity())) {
            differ.add("parity.env (or its environment overrides) changed since the run");
        }
        if (s.apps() != null && !Objects.equals(s.apps().jvmFlags(), now.appJvmFlags())) {
            differ.add("the apps' JVM flags changed: " + s.apps().jvmFlags() + " then, " + now.appJvmFlags() + " now");
        }
        if (s.commit() != null) {
            differ.addAll(treeDifferences(s, repo, WorkTree.of(repo)));
        }
        differ.addAll(machineDifferences(earlier.machine(), MachineFacts.here()));
        return differ;
    }

    /**
     * What differs between the machine a run was measured on and {@code now}: its CPU (model, family, stepping and
     * microcode), its cores and its JDK. A ratio measured on one CPU need not hold on another (Spring's R2DBC cost
     * differed between an AMD EPYC and an Intel Xeon beyond its intervals), so epochs from two machines are two runs,
     * never one. Nothing for a run that recorded no machine.
     */
    static List<String> machineDifferences(MachineFacts then, MachineFacts now) {
        if (then == null) {
            return List.of();
        }
        List<String> differ = new ArrayList<>();
        if (!Objects.equals(then.cpu(), now.cpu())) {
            differ.add("the CPU: the run was measured on " + then.cpu() + ", this machine is " + now.cpu());
        }
        if (then.cores() != now.cores()) {
            differ.add("the cores: " + then.cores() + " then, " + now.cores() + " now");
        }
        if (!Objects.equals(then.jdk(), now.jdk())) {
            differ.add("the JDK: " + then.jdk() + " then, " + now.jdk() + " now");
        }
        return differ.isEmpty()
                ? List.of()
                : List.of("the machine (" + String.join("; ", differ) + "): start a new run here, and compare the two"
                        + " with `just compare --change`");
    }

    /**
     * What differs between the tree the run was measured from and {@code now}, as far as the apps run it. A run
     * from a clean tree (or one from before trees were recorded, without "-dirty") compares the files under
     * {@link #MEASURED} with its commit, untracked ones too. A run with uncommitted changes is continued only from
     * a tree that holds the same changes on the same commit (equal digests): otherwise its summary could not say
     * what its epochs ran, and a run from before the digest was recorded cannot be shown to match at all.
     */
    static List<String> treeDifferences(RunSettings s, Repo repo, WorkTree now) {
        String recorded = s.baseCommit();
        RunSettings.Tree then = s.treeState();
        if (then.dirty()) {
            if (then.digest() == null) {
                return List.of("the run was measured on " + recorded + " with uncommitted changes that were not"
                        + " recorded: no tree can be shown to hold them, so start a new run");
            }
            boolean same = now != null
                    && recorded.equals(now.commit())
                    && then.digest().equals(now.digest());
            return same
                    ? List.of()
                    : List.of("the run was measured on " + recorded + " with uncommitted changes (digest "
                            + WorkTree.shortDigest(then.digest()) + ": " + WorkTree.names(then.changed())
                            + "), and this tree "
                            + (now == null || now.clean()
                                    ? "has none"
                                    : "has others (digest " + WorkTree.shortDigest(now.digest()) + ": "
                                            + WorkTree.names(now.changed()) + ")")
                            + ": put those changes back on " + recorded + " to add to it, or start a new run");
        }
        List<String> changed = MachineFacts.changedSince(repo, recorded, MEASURED);
        if (changed == null) {
            String commit = now == null ? null : now.recordedCommit();
            return s.commit().equals(commit)
                    ? List.of()
                    : List.of("the checkout: the run was measured at " + s.commit() + ", this checkout is " + commit);
        }
        // git diff leaves untracked files out; an untracked file among the apps' sources may be what they run.
        java.util.TreeSet<String> touched = new java.util.TreeSet<>(changed);
        if (now != null) {
            now.changed().stream().filter(Resumption::measured).forEach(touched::add);
        }
        return touched.isEmpty()
                ? List.of()
                : List.of("what the apps run changed since " + recorded + " (" + String.join(", ", touched) + ")");
    }

    private static boolean measured(String path) {
        return MEASURED.stream().anyMatch(m -> path.equals(m) || path.startsWith(m + "/"));
    }

    /**
     * What decides what a resumed epoch measures: the apps and their shared code, the contract, the schema and
     * SQL, the settings and registry, the benchmark files, and the harness that starts, pins and measures the
     * apps. The analysis and the report may change between sittings: they only read what was measured.
     */
    static final List<String> MEASURED = List.of(
            "quarkus-app",
            "micronaut-app",
            "spring-app",
            "api",
            "db",
            "parity.env",
            "variants.json",
            "loadgen/benchmark.hf.yaml",
            "loadgen/open-model.hf.yaml",
            "harness/src/main");

    private static List<String> labels(List<VariantSetup> sessions) {
        return sessions.stream().map(VariantSetup::label).sorted().toList();
    }
}
