package crudbench.loadgen.report.docs;

import crudbench.loadgen.model.FirstRoundSpread;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.nio.file.Path;
import java.util.List;

/**
 * docs/benchmarking.md's table of how much each committed run's epochs' first rounds add to its spread ({@link
 * FirstRoundSpread}), run by run, with the machine and the apps up: why a run with more apps up varied more.
 */
public final class FirstRoundTable {

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

    static String machine(BenchSummary run) {
        String cpu = run.machine() == null || run.machine().cpu() == null
                ? "?"
                : run.machine().cpu();
        return cpu.replaceAll(" \\(.*", "")
                .replace("(R)", "")
                .replace(" Processor", "")
                .strip();
    }
}
