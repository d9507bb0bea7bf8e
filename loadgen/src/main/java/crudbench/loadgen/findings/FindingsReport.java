package crudbench.loadgen.findings;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.text.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** findings.md: the claims table, then how each experiment ran and where its numbers are. */
final class FindingsReport {

    private FindingsReport() {}

    static String markdown(
            List<Claims.Finding> findings,
            List<Experiment> experiments,
            int rounds,
            int seconds,
            Path out,
            Map<String, Measurements> results) {
        StringBuilder md = new StringBuilder("# crudbench findings: the published claims, re-tested\n\n");
        results.values().stream()
                .findFirst()
                .flatMap(r -> r.summaries().stream().findFirst())
                .ifPresent(s -> md.append("Machine: ")
                        .append(
                                s.machine() == null
                                        ? "unknown"
                                        : s.machine().cores() + " cores, "
                                                + s.machine().cpu() + ", "
                                                + s.machine().jdk())
                        .append("; commit ")
                        .append(s.settings() == null ? "?" : s.settings().commit())
                        .append("; started ")
                        .append(s.startedAt())
                        .append(".\n\n"));
        md.append("Each experiment is one interleaved `just bench` run of the sessions named (a variant with experiment"
                        + " settings after its @), ")
                .append(rounds)
                .append(" rounds of ")
                .append(seconds)
                .append(" s per scenario"
                        + " slice; ratios are throughput, paired round by round, with a 95% t interval over the rounds' log ratios (RoundContrasts)."
                        + " Claim 5 repeats the driver-only baseline ")
                .append(rounds)
                .append(" times and pairs its runs."
                        + " Reproduce: `just findings` (about 25 minutes on 2 cores).\n\n");
        Table table = new Table(
                "#", "claim", "source", "their setup", "ours", "their number", "our number (95% CI)", "verdict", "why");
        for (Claims.Finding f : findings) {
            table.row(
                    f.number(),
                    f.published().claim(),
                    f.published().source(),
                    f.published().theirSetup(),
                    f.retest().ourSetup(),
                    f.published().theirs(),
                    f.retest().ours(),
                    "**" + f.retest().verdict() + "**",
                    f.retest().why());
        }
        md.append(table.markdown());
        md.append("\n## Experiments\n\n");
        for (Experiment e : experiments) {
            md.append("- **")
                    .append(e.id())
                    .append("** (`")
                    .append(e.id())
                    .append("/compare.md`): ")
                    .append(e.question())
                    .append(". Sessions: ")
                    .append(String.join(
                            ", ", e.sessions().stream().map(s -> "`" + s + "`").toList()))
                    .append("; users ")
                    .append(e.users())
                    .append(".\n");
        }
        md.append("- **drivers** (`drivers/run-N/drivers.md`): `just drivers` for jdbc and vertx, get and list100,"
                + " concurrency = `DB_POOL_SIZE`.\n");
        md.append("\nEvery table of every experiment, its flags and its charts are in its folder beside this file (")
                .append(out.getFileName())
                .append(").\n");
        return md.toString();
    }
}
