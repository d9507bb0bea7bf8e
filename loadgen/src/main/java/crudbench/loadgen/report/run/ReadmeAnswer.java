package crudbench.loadgen.report.run;

import crudbench.harness.proc.MachineFacts;
import crudbench.loadgen.model.CommitNote;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.report.grid.GridTables;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * answer.md: the block docs/results.md quotes from the published reference run, between its
 * {@code <!-- answer -->} markers; every run gets one, naming itself. Generated like compare.md, from summary.json alone, so
 * ReferenceRunTest can check that the README says what the data says: the run (machine, JDK,
 * date, commit), the grid of the mixed workload, and the main effects with how sure they are.
 */
public final class ReadmeAnswer {

    public static final String FILE = "answer.md";

    /** The scenario whose grid the README shows: the mix of reads and writes the benchmark file sends. */
    static final String SCENARIO = "mix";

    private ReadmeAnswer() {}

    /** Writes {@code out/answer.md} when the runs give an answer to quote: one run with a grid. */
    public static void write(Path out, RunModel run) throws IOException {
        String answer = markdown(run);
        if (!answer.isEmpty()) {
            Files.writeString(out.resolve(FILE), answer);
        }
    }

    public static String markdown(RunModel run) {
        Measurements results = run.data();
        String body = AnswerTables.body(run);
        if (body.isEmpty() || results.summaries().size() != 1) {
            return "";
        }
        BenchSummary s = results.summaries().getFirst();
        MachineFacts m = s.machine();
        String commit = s.settings() == null || s.settings().commit() == null ? "?" : CommitNote.of(s.settings(), 10);
        int atBest = results.atBest().size();
        StringBuilder md = new StringBuilder();
        String name = run.names().isEmpty() ? "this run" : run.names().getFirst();
        String link = name.startsWith("/") ? name + "/compare.md" : "../" + name + "/compare.md";
        md.append("The run: ")
                .append(results.variants().size() - atBest)
                .append(" variants")
                .append(atBest == 0 ? "" : " at parity and " + atBest + " of them at their best too")
                .append(", ")
                .append(s.startedAt() == null ? "" : s.startedAt().substring(0, 10))
                .append(", ")
                .append(m == null ? "?" : m.cores() + " cores (" + m.cpu() + "), " + m.jdk())
                .append(", commit ")
                .append(commit)
                .append("; every app up at once, measured in interleaved rounds against one PostgreSQL on the same"
                        + " machine ([")
                .append(name)
                .append("](")
                .append(link)
                .append(")).\n\n");
        int users = results.referenceUsers();
        run.grid(SCENARIO)
                .filter(grid -> !grid.isEmpty())
                .ifPresent(grid -> md.append("**The grid, ")
                        .append(SCENARIO)
                        .append("** (closed model, ")
                        .append(users)
                        .append(" users): requests/s · app CPU ms per request, geometric means over the rounds.\n\n")
                        .append(GridTables.grid(grid).markdown())
                        .append('\n'));
        md.append(body);
        return md.toString();
    }
}
