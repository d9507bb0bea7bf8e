package crudbench.loadgen.profile;

import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.ScenarioRow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The profiles a bench run with {@code --profile} wrote (profiles/&lt;app&gt;/r&lt;round&gt;/closed-64-&lt;scenario&gt;
 * .collapsed, a flame graph beside each), each app's rounds of one scenario taken as one profile, with the CPU per
 * request of the same slices from the run's rows.
 */
public final class RunProfiles {

    /**
     * One app's profile of one scenario over its rounds.
     *
     * @param variant         the session's label
     * @param stacks          the rounds' samples, merged ({@link LayerCosts} charges them; {@link Dispatch} reads them)
     * @param cpuMsPerRequest the app's CPU per request in the profiled slices
     * @param flameGraphs     each round's flame graph, relative to the run's directory
     */
    public record Profile(
            String variant,
            String scenario,
            int load,
            LayerCosts costs,
            Stacks stacks,
            double cpuMsPerRequest,
            List<String> flameGraphs) {}

    private RunProfiles() {}

    /** Where a profiled slice's stacks go: the flame graph is beside it, .html for .collapsed. */
    public static Path file(Path run, String variantFileName, int round, String pointFileName, String scenario) {
        return run.resolve("profiles")
                .resolve(variantFileName)
                .resolve("r" + round)
                .resolve(pointFileName + "-" + scenario + ".collapsed");
    }

    /** Every profile of the run in {@code run}, by app in the rows' order, then by scenario in theirs. */
    public static List<Profile> read(Path run, List<ScenarioRow> rows) {
        Path root = run.resolve("profiles");
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        Map<String, Stacks> stacks = new LinkedHashMap<>();
        Map<String, double[]> usage = new LinkedHashMap<>();
        Map<String, List<String>> graphs = new LinkedHashMap<>();
        for (ScenarioRow row : rows) {
            if (row.loadModel() != LoadModel.CLOSED || row.usage().appCpuMs() == null) {
                continue;
            }
            Path file = file(
                    run,
                    fileName(row.variant()),
                    row.repeat(),
                    LoadModel.CLOSED.id() + "-" + row.load(),
                    row.scenario());
            Path collapsed = Files.isRegularFile(file) ? file : file.resolveSibling(file.getFileName() + ".gz");
            if (!Files.isRegularFile(collapsed)) {
                continue;
            }
            String key = row.variant() + "\n" + row.scenario() + "\n" + row.load();
            try {
                stacks.merge(key, Stacks.read(collapsed), Stacks::plus);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            double[] u = usage.computeIfAbsent(key, k -> new double[2]);
            u[0] += row.usage().appCpuMs();
            u[1] += row.traffic().allRequests();
            Path html = file.resolveSibling(file.getFileName().toString().replaceFirst("\\.collapsed$", ".html"));
            if (Files.isRegularFile(html)) {
                graphs.computeIfAbsent(key, k -> new ArrayList<>())
                        .add(run.relativize(html).toString());
            }
        }
        List<Profile> all = new ArrayList<>();
        for (String key : stacks.keySet()) {
            String[] parts = key.split("\n");
            double[] u = usage.get(key);
            all.add(new Profile(
                    parts[0],
                    parts[1],
                    Integer.parseInt(parts[2]),
                    LayerCosts.of(stacks.get(key)),
                    stacks.get(key),
                    u[1] == 0 ? 0 : u[0] / u[1],
                    graphs.getOrDefault(key, List.of())));
        }
        return all;
    }

    /** The scenarios profiled, in the order the run measured them. */
    public static List<String> scenarios(List<Profile> profiles) {
        return profiles.stream().map(Profile::scenario).distinct().toList();
    }

    /**
     * Each session's framework's JDBC on platform threads among the run's sessions at parity (the plain-SQL variant
     * on its framework's own web stack): what a layer's difference is read against. A session that is that baseline,
     * or whose framework's is not in the run, has none.
     */
    public static Map<String, String> baselines(RunSettings settings) {
        Map<String, String> baselines = new LinkedHashMap<>();
        if (settings == null || settings.layout() == null) {
            return baselines;
        }
        List<VariantSetup> sessions = settings.layout().sessions();
        for (VariantSetup s : sessions) {
            sessions.stream()
                    .filter(VariantSetup::plainAtParity)
                    .filter(b -> b.variant().framework().equals(s.variant().framework()))
                    .filter(b -> "platform".equals(b.variant().threads())
                            && "jdbc".equals(b.variant().driver()))
                    .filter(b -> !b.label().equals(s.label()))
                    .findFirst()
                    .ifPresent(b -> baselines.put(s.label(), b.label()));
        }
        return baselines;
    }

    /** A label as the run's files are named by it (VariantSetup's rule). */
    static String fileName(String label) {
        return label.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
