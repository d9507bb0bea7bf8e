package crudbench.loadgen.report.docs;

import crudbench.loadgen.model.FirstRoundSpread;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * docs/benchmarking.md's table of how much each committed run's epochs' first rounds add to its spread ({@link
 * FirstRoundSpread}), run by run, with the machine and the apps up: why a run with more apps up varied more.
 */
public final class FirstRoundTable {

    private static final Pattern MODEL = Pattern.compile("\\bmodel (\\d+)");

    private FirstRoundTable() {}

    public static String markdown(List<BenchSummary> runs, List<FirstRoundSpread> spreads, List<String> names) {
        Table table = new Table(
                "run",
                "machine",
                "apps up>",
                "epochs × rounds",
                "a slice>",
                "without each epoch's first round>",
                "a per-framework cell>",
                "without each epoch's first round>");
        for (int i = 0; i < runs.size(); i++) {
            BenchSummary run = runs.get(i);
            FirstRoundSpread f = spreads.get(i);
            table.row(
                    Path.of(names.get(i)).getFileName(),
                    machine(run),
                    run.sessions().size(),
                    Numbers.epochsOfRounds(run.roundsPerEpoch(), "", "")
                            .replaceAll("\\s+", " ")
                            .strip(),
                    sd(f.sliceSd()),
                    sd(f.sliceSdLater()),
                    sd(f.cellSd()),
                    sd(f.cellSdLater()));
        }
        return table.markdown();
    }

    private static String sd(double value) {
        return Double.isNaN(value) ? "" : "±" + Numbers.num(value * 100, 1) + "%";
    }

    /**
     * The CPU's name, short, with its model number where the run recorded one: two Intel Xeons of other models have run
     * the suite (207 and 167), and a table that set their runs side by side as one machine would hide that.
     */
    static String machine(BenchSummary run) {
        String cpu = run.machine() == null || run.machine().cpu() == null
                ? "?"
                : run.machine().cpu();
        String name = cpu.replaceAll(" \\(.*", "")
                .replace("(R)", "")
                .replace(" Processor", "")
                .strip();
        Matcher model = MODEL.matcher(cpu);
        return model.find() ? name + ", model " + model.group(1) : name;
    }
}
