package crudbench.loadgen.report.docs;

import crudbench.loadgen.model.SideBySide;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.text.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * docs/profiling.md's tables of an experiment run more than once: every session of the runs over one of them (the
 * variant at parity), throughput and app CPU per request at the reference concurrency, one column per run, so that
 * a setting's effect is read beside its rerun ({@link SideBySide} for each).
 */
public final class OverOneTable {

    private OverOneTable() {}

    /**
     * One table per scenario, each under its name in bold.
     *
     * @param names the runs' directories from the repository's root, in the order of {@code runs}
     */
    public static String markdown(
            List<BenchSummary> runs, List<String> names, String over, List<String> scenarios, SideBySide.Finder pairs) {
        Set<String> sessions = new LinkedHashSet<>();
        runs.forEach(run -> run.sessions().stream()
                .map(VariantSetup::label)
                .filter(s -> !s.equals(over))
                .forEach(sessions::add));
        return PairAcrossRunsTable.byScenario(scenarios, scenario -> {
            List<String> headers = new ArrayList<>(List.of("session"));
            for (String name : names) {
                headers.add("throughput over " + over + ", " + Path.of(name).getFileName());
            }
            for (String name : names) {
                headers.add(
                        "CPU per request over " + over + ", " + Path.of(name).getFileName());
            }
            Table table = new Table(headers.toArray(String[]::new));
            for (String session : sessions) {
                List<Object> row = new ArrayList<>(List.of(session));
                List<Optional<SideBySide>> found = runs.stream()
                        .map(run -> pairs.find(run, over, session, scenario))
                        .toList();
                found.forEach(p -> row.add(p.map(x -> x.throughput().label()).orElse("")));
                found.forEach(p -> row.add(
                        p.map(x -> x.cpu() == null ? "" : x.cpu().label()).orElse("")));
                table.row(row.toArray());
            }
            return table.markdown();
        });
    }
}
