package crudbench.loadgen.report.run;

import crudbench.harness.proc.ThreadGroups;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.NoiseSample;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * "Threads and context switches": the cheap counters every slice carries (its noise readings of the loaded app's
 * threads, by group), per app and closed-model scenario at the reference concurrency, over the run's rounds: each
 * group's share of the app's CPU, and the times a thread of it was put on a CPU per request answered (its context
 * switches in). Where the event loops carry nearly all of an app's CPU and switch little, its cost is work, not
 * waiting.
 */
public final class ThreadTable {

    private ThreadTable() {}

    /** The section, or nothing for a run whose slices read no threads. */
    public static String markdown(Measurements results) {
        int users = results.referenceUsers();
        StringBuilder md = new StringBuilder();
        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            Table table = table(results, scenario, users);
            if (!table.isEmpty()) {
                md.append("\n**").append(scenario).append("**\n\n").append(table.markdown());
            }
        }
        return md.isEmpty()
                ? ""
                : "\n## Threads and context switches (closed, " + users + " users)\n\n"
                        + "From each slice's readings of the loaded app's threads (/proc), summed over the rounds: each"
                        + " group's share of the app's CPU, and how often a thread was put on a CPU per request"
                        + " answered.\n"
                        + md;
    }

    static Table table(Measurements results, String scenario, int users) {
        List<String> headers = new ArrayList<>(List.of("variant", "switches per request"));
        ThreadGroups.GROUPS.forEach(g -> headers.add(g + " CPU"));
        Table table = new Table(headers.toArray(String[]::new));
        for (String variant : results.variants()) {
            Map<String, double[]> groups = new LinkedHashMap<>();
            ThreadGroups.GROUPS.forEach(g -> groups.put(g, new double[2]));
            long requests = 0;
            for (ScenarioRow r : results.rows()) {
                NoiseSample n = r.noise();
                if (!r.variant().equals(variant)
                        || r.loadModel() != LoadModel.CLOSED
                        || r.load() != users
                        || !r.scenario().equals(scenario)
                        || n == null
                        || n.appThreads() == null) {
                    continue;
                }
                requests += r.traffic().allRequests();
                n.appThreads().forEach((g, use) -> {
                    double[] sum = groups.computeIfAbsent(g, k -> new double[2]);
                    sum[0] += use.cpuMs();
                    sum[1] += use.switches();
                });
            }
            if (requests == 0) {
                continue;
            }
            double cpu = groups.values().stream().mapToDouble(s -> s[0]).sum();
            double switches = groups.values().stream().mapToDouble(s -> s[1]).sum();
            List<String> cells = new ArrayList<>(List.of(variant, Numbers.num(switches / requests, 2)));
            ThreadGroups.GROUPS.forEach(g -> cells.add(cpu == 0 ? "-" : Numbers.percent(groups.get(g)[0] / cpu)));
            table.row(cells.toArray());
        }
        return table;
    }
}
