package crudbench.loadgen.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * A summary.json of schema 2 regrouped into schema 3's shape, so that runs written before the
 * regrouping (the committed reference and findings runs among them) still render exactly as they
 * did. Schema 2 held the same values flat; every field keeps its name inside its group but for
 * the few renamed below. Nothing is computed: the upgrade only moves fields.
 */
final class SchemaUpgrade {

    static final String FROM = "crudbench-results/2";

    private SchemaUpgrade() {}

    static JsonNode upgrade(JsonNode tree) {
        ObjectNode root = tree.deepCopy();
        root.put("schema", BenchSummary.SCHEMA);
        group(root, "times", Map.of("startedAt", "startedAt", "finishedAt", "finishedAt"));
        if (root.get("settings") instanceof ObjectNode settings) {
            settings(settings);
        }
        for (JsonNode row : root.path("rows")) {
            row((ObjectNode) row);
        }
        for (JsonNode run : root.path("variantRuns")) {
            variantRun((ObjectNode) run);
        }
        for (JsonNode effect : root.path("effects")) {
            group((ObjectNode) effect, "ratio", same("estimate", "low", "high", "rounds"));
        }
        group(root, "measured", same("variantRuns", "rows", "flags", "idle"));
        group(root, "around", same("ceilings", "transactions", "roundTrip", "relay"));
        return root;
    }

    private static void settings(ObjectNode settings) {
        if (settings.get("profile") instanceof ObjectNode profile) {
            group(
                    profile,
                    "rounds",
                    Map.of("repeats", "planned", "precision", "precision", "maxMinutes", "maxMinutes"));
            group(
                    profile,
                    "warmup",
                    Map.of(
                            "warmupUsers", "users",
                            "warmupSeconds", "seconds",
                            "warmupMinRounds", "minRounds",
                            "warmupMaxRounds", "maxRounds",
                            "warmupTolerance", "tolerance"));
            group(profile, "closed", Map.of("users", "users", "closedSeconds", "seconds"));
            group(profile, "open", Map.of("rates", "rates", "openSeconds", "seconds", "maxSessions", "maxSessions"));
        }
        group(settings, "layout", same("design", "seed", "sessions", "cpus"));
        group(settings, "apps", Map.of("parity", "parity", "appJvmFlags", "jvmFlags", "variants", "variants"));
        group(
                settings,
                "loadGenerator",
                Map.of("benchmarks", "benchmarks", "hyperfoil", "hyperfoil", "loadgenJvmFlags", "jvmFlags"));
    }

    /** Its repeat was its epoch; its warm-up rounds' throughputs become the windows of its warm-up, unjudged. */
    private static void variantRun(ObjectNode run) {
        JsonNode repeat = run.remove("repeat");
        if (repeat != null) {
            run.set("epoch", repeat);
        }
        JsonNode throughputs = run.remove("warmupThroughputs");
        ObjectNode warmup = run.objectNode();
        var windows = warmup.putArray("windows");
        for (JsonNode t : throughputs == null ? run.arrayNode() : throughputs) {
            windows.addObject().put("seconds", 0).set("throughput", t);
        }
        warmup.putNull("settled");
        warmup.put("seconds", 0);
        run.set("warmup", warmup);
    }

    private static void row(ObjectNode row) {
        group(row, "id", same("variant", "repeat", "loadModel", "load", "scenario"));
        group(row, "traffic", same("windowMs", "requests", "allRequests", "throughput", "errors", "non2xx"));
        group(row, "latency", same("meanMs", "p50Ms", "p90Ms", "p99Ms", "p999Ms", "maxMs"));
        group(
                row,
                "usage",
                same("appCpuMs", "pgCpuMs", "loadgenCpuMs", "rssAvgMb", "rssMaxMb", "peakRssMb", "threadsMax"));
    }

    private static Map<String, String> same(String... names) {
        Map<String, String> map = new java.util.LinkedHashMap<>();
        for (String name : names) {
            map.put(name, name);
        }
        return map;
    }

    /** Moves these fields (old name to new name) of {@code node} into a new object {@code group}; absent ones stay absent. */
    private static void group(ObjectNode node, String group, Map<String, String> fields) {
        ObjectNode grouped = node.objectNode();
        fields.forEach((from, to) -> {
            JsonNode value = node.remove(from);
            if (value != null) {
                grouped.set(to, value);
            }
        });
        if (!grouped.isEmpty()) {
            node.set(group, grouped);
        }
    }
}
