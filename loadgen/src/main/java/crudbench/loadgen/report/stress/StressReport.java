package crudbench.loadgen.report.stress;

import crudbench.loadgen.report.charts.StressCharts;
import crudbench.loadgen.stress.Fault;
import crudbench.loadgen.stress.OutageResult;
import crudbench.loadgen.stress.OverloadFacts;
import crudbench.loadgen.stress.SoakResult;
import crudbench.loadgen.stress.StressPlan;
import crudbench.loadgen.stress.StressRun;
import crudbench.loadgen.stress.VariantResults;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import crudbench.loadgen.verdict.StressVerdicts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * `just stress`, the rendering part: from the run's files and its verdicts, table.txt and
 * table.md, and charts/ (each variant's overload, outage and silence second by second, the soak's
 * RSS and p99 of every variant). The page is report.html's ({@code StressPage}).
 */
public final class StressReport {

    private StressReport() {}

    /** Writes the tables and the charts into the run's directory; returns the table and its summary, to print. */
    public static String render(Path dir, StressRun run, StressVerdicts verdicts) {
        try {
            charts(dir.resolve("charts"), run);
            Table table = StressTable.of(verdicts.verdicts());
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("table.txt"), table.text());
            Files.writeString(dir.resolve("table.md"), table.markdown());
            return "\n" + table.text() + "\n" + StressTable.summary(verdicts.verdicts()) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the stress report into " + dir, e);
        }
    }

    private static void charts(Path dir, StressRun run) throws IOException {
        StressPlan.Outage outage = run.plan().outage();
        Map<String, SoakResult> soaks = new LinkedHashMap<>();
        for (VariantResults results : run.variants()) {
            String id = results.variant();
            if (results.overload() != null) {
                OverloadFacts facts = results.overload().facts();
                StressCharts.timeline(
                        dir,
                        "overload-" + id,
                        id + ": overload at " + Numbers.perSecond(facts.offeredRate()) + ", then "
                                + Numbers.perSecond(facts.sustainableRate()),
                        results.overload().seconds());
            }
            if (results.soak() != null) {
                soaks.put(id, results.soak());
            }
            for (Fault fault : Fault.values()) {
                OutageResult result = results.underFault(fault);
                if (result != null) {
                    int seconds = fault == Fault.AWAY ? outage.seconds() : outage.silentSeconds();
                    String when = outage.beforeSeconds() + " s to " + (outage.beforeSeconds() + seconds) + " s";
                    StressCharts.timeline(
                            dir,
                            fault.experiment().id() + "-" + id,
                            id + ": database " + fault.state() + " from " + when,
                            result.seconds());
                }
            }
        }
        StressCharts.soak(dir, soaks);
    }
}
