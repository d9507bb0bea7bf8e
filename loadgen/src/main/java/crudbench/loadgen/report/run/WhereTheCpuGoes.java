package crudbench.loadgen.report.run;

import crudbench.loadgen.profile.AsyncProfiler;
import crudbench.loadgen.profile.LayerTable;
import crudbench.loadgen.profile.ProfileDiff;
import crudbench.loadgen.profile.RunProfiles;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * "Where the CPU goes", in compare.md of a run measured with {@code --profile}: for each profiled scenario, every
 * app's CPU per request split by layer, its flame graphs linked; and for each app beside its framework's JDBC on
 * platform threads, the layer that carries most of the difference.
 */
public final class WhereTheCpuGoes {

    /** The differential view, beside compare.md. */
    public static final String FILE = "profile.md";

    /** How many frames each differential table lists. */
    static final int FRAMES = 15;

    private WhereTheCpuGoes() {}

    /** One app's profile read against another's, of the same scenario. */
    public record Against(RunProfiles.Profile a, RunProfiles.Profile b) {

        /** b's CPU milliseconds per request over a's. */
        public double more() {
            return b.cpuMsPerRequest() - a.cpuMsPerRequest();
        }
    }

    /**
     * Scenario by scenario, each profiled app against its framework's JDBC on platform threads where that was
     * profiled too, or, for an app without one, against the scenario's first app (`just profile A B`: B over A).
     * An app that is another's baseline is not read against anything: it is the reference, and reading it over the
     * first app gave the same difference again with its sign turned.
     */
    public static List<Against> pairs(List<RunProfiles.Profile> profiles, Map<String, String> baselines) {
        List<Against> pairs = new java.util.ArrayList<>();
        for (String scenario : RunProfiles.scenarios(profiles)) {
            List<RunProfiles.Profile> of =
                    profiles.stream().filter(p -> p.scenario().equals(scenario)).toList();
            Map<String, RunProfiles.Profile> byVariant = new java.util.LinkedHashMap<>();
            of.forEach(p -> byVariant.put(p.variant(), p));
            for (RunProfiles.Profile b : of) {
                if (baselines.containsValue(b.variant())) {
                    continue; // another app's baseline: read against, not read itself
                }
                RunProfiles.Profile a = baselines.containsKey(b.variant())
                        ? byVariant.get(baselines.get(b.variant()))
                        : (b == of.getFirst() ? null : of.getFirst());
                if (a != null && a != b) {
                    pairs.add(new Against(a, b));
                }
            }
        }
        return pairs;
    }

    /**
     * profile.md: for each scenario, where each app spends more (or less) CPU per request than its framework's JDBC
     * on platform threads, or than the first app profiled where that is not in the run (`just profile A B`: B over
     * A), by layer and by the frames that decided the most, with both apps' flame graphs.
     */
    public static String differences(List<RunProfiles.Profile> profiles, Map<String, String> baselines) {
        StringBuilder md = new StringBuilder("# Where the CPU goes: each app against another\n\n");
        md.append("Each figure is CPU per request, a layer's (or a frame's) share of the app's samples times the CPU"
                + " a request took in the same slices: shares of two apps are not comparable by themselves. The"
                + " frame is the one that decided the sample's layer (compare.md, \"Where the CPU goes\").\n");
        for (Against pair : pairs(profiles, baselines)) {
            RunProfiles.Profile a = pair.a();
            RunProfiles.Profile b = pair.b();
            String scenario = b.scenario();
            ProfileDiff diff = ProfileDiff.of(
                    new ProfileDiff.Side(a.variant(), a.costs(), a.cpuMsPerRequest()),
                    new ProfileDiff.Side(b.variant(), b.costs(), b.cpuMsPerRequest()),
                    FRAMES);
            md.append("\n## ")
                    .append(b.variant())
                    .append(" over ")
                    .append(a.variant())
                    .append(", ")
                    .append(scenario)
                    .append(" (closed, ")
                    .append(b.load())
                    .append(" users)\n\n");
            md.append(difference(a, b)).append(".\n\n");
            md.append(diff.markdown());
            md.append("\nFlame graphs: ")
                    .append(a.variant())
                    .append(" ")
                    .append(String.join(", ", numbered(a.flameGraphs())))
                    .append("; ")
                    .append(b.variant())
                    .append(" ")
                    .append(String.join(", ", numbered(b.flameGraphs())))
                    .append(".\n");
        }
        return md.toString();
    }

    /**
     * @param baseline each app's framework's JDBC on platform threads, among the profiled apps (empty for itself or
     *                 where it was not profiled)
     */
    public static String markdown(List<RunProfiles.Profile> profiles, Function<String, Optional<String>> baseline) {
        if (profiles.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n## Where the CPU goes\n\n");
        md.append("async-profiler sampled each app's CPU (")
                .append(AsyncProfiler.EVENT.replace(",", ", "))
                .append(") in its slices of the closed model, every round; each sample is charged to the layer of the"
                        + " first library frame from its leaf up (the JDK charges its caller, java.time under a"
                        + " driver's parser is the driver's decoding), the JVM's compiler and collector threads to JIT"
                        + " and GC, a leaf in the kernel to the kernel ([LayerRules](../../loadgen/src/main/java/"
                        + "crudbench/loadgen/profile/LayerRules.java)). A layer's milliseconds are its share of the"
                        + " samples times the app's CPU per request in the same slices. A profiler perturbs what it"
                        + " measures: read these slices' throughput from a run without `--profile`.\n");
        for (String scenario : RunProfiles.scenarios(profiles)) {
            List<RunProfiles.Profile> of =
                    profiles.stream().filter(p -> p.scenario().equals(scenario)).toList();
            md.append("\n### ")
                    .append(scenario)
                    .append(" (closed, ")
                    .append(of.getFirst().load())
                    .append(" users)\n\n");
            md.append(LayerTable.markdown(of.stream()
                    .map(p -> new LayerTable.Profiled(p.variant(), p.costs(), p.cpuMsPerRequest()))
                    .toList()));
            md.append('\n');
            Map<String, RunProfiles.Profile> byVariant = new java.util.LinkedHashMap<>();
            of.forEach(p -> byVariant.put(p.variant(), p));
            for (RunProfiles.Profile p : of) {
                Optional<RunProfiles.Profile> base = baseline.apply(p.variant()).map(byVariant::get);
                if (base.isEmpty() || base.get() == p) {
                    continue;
                }
                md.append("- ").append(difference(base.get(), p)).append('\n');
            }
            md.append("\nFlame graphs: ");
            md.append(String.join(
                    "; ",
                    of.stream()
                            .filter(p -> !p.flameGraphs().isEmpty())
                            .map(p -> p.variant() + " [" + String.join(", ", numbered(p.flameGraphs())) + "]")
                            .toList()));
            md.append("\n");
        }
        return md.toString();
    }

    /**
     * "spring-r2dbc over spring-jdbc: +0.541 ms of CPU per request, most of it driver: decode (+0.330 ms)"; where B
     * spends less, the layer it saves most in.
     */
    public static String difference(RunProfiles.Profile a, RunProfiles.Profile b) {
        return b.variant() + " over " + a.variant() + ": " + cost(a, b);
    }

    /** How much more CPU a request of b took than one of a, and the layer that carried most of it (or saved most). */
    private static String cost(RunProfiles.Profile a, RunProfiles.Profile b) {
        Cost c = Cost.of(new Against(a, b));
        return signed(c.more()) + " ms of CPU per request, " + (c.more() >= 0 ? "most of it " : "most saved in ")
                + c.layer().layer().label() + " (" + signed(c.layer().more()) + " ms)";
    }

    /**
     * b's CPU per request over a's, and the layer that carries most of it: the largest, or where b saves most.
     *
     * @param more  b's CPU milliseconds per request over a's
     * @param layer the layer that carries most of it, or, where b spends less, the layer it saves most in
     */
    public record Cost(double more, ProfileDiff.LayerRow layer) {
        public static Cost of(Against pair) {
            RunProfiles.Profile a = pair.a();
            RunProfiles.Profile b = pair.b();
            ProfileDiff diff = ProfileDiff.of(
                    new ProfileDiff.Side(a.variant(), a.costs(), a.cpuMsPerRequest()),
                    new ProfileDiff.Side(b.variant(), b.costs(), b.cpuMsPerRequest()),
                    3);
            double more = pair.more();
            return new Cost(more, more >= 0 ? diff.largest() : diff.layers().getLast());
        }

        /** "most in" where b spends more, "most saved in" where it spends less. */
        public String most() {
            return more >= 0 ? "most in " : "most saved in ";
        }
    }

    /** Milliseconds with their sign and three decimals: "+0.292". */
    public static String signed(double ms) {
        return String.format(java.util.Locale.ROOT, "%+.3f", ms);
    }

    private static List<String> numbered(List<String> files) {
        List<String> links = new java.util.ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            links.add("[" + (i + 1) + "](" + files.get(i) + ")");
        }
        return links;
    }
}
