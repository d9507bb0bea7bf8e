package crudbench.loadgen.model;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * One experiment of a `just findings` run, analysed: its sessions' cells, and each session over
 * the experiment's first, throughput and app CPU per request, paired round by round.
 *
 * @param folder    the experiment's folder, beside the findings run's page
 * @param data      its rows aggregated into cells
 * @param overFirst each session's ratios over the first, by {@link #key}
 */
public record StudyModel(Path folder, Measurements data, Map<String, GridView.Ratios> overFirst) {

    public String id() {
        return folder.getFileName().toString();
    }

    /** The first session: what every other is a ratio over. */
    public String first() {
        return data.variants().getFirst();
    }

    /** Empty for the first session and where no round pairs. */
    public Optional<GridView.Ratios> overFirst(String session, String scenario, int users) {
        return Optional.ofNullable(overFirst.get(key(session, scenario, users)));
    }

    public static String key(String session, String scenario, int users) {
        return session + "\u0000" + scenario + "\u0000" + users;
    }
}
