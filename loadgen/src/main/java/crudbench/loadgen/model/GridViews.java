package crudbench.loadgen.model;

import crudbench.loadgen.results.Effect;
import java.util.List;
import java.util.Map;

/**
 * The framework × data-access grid of a run, as the pages read it: each closed-model scenario's grid at the reference
 * concurrency with every variant's standing there, and each framework's own cells at the open model's equal load.
 *
 * @param closed         each closed-model scenario's grid at the reference concurrency, in the scenarios' order
 * @param standings      per closed-model scenario at the reference concurrency, each variant against the best
 * @param equalLoadCells each framework's column over its JDBC on platform threads, app CPU per request at the equal
 *                       load ({@link Effect#CELL}, and {@link Effect#CELL_AT_BEST} with `--tuned`): the CPU figures
 *                       What to pick judges, in the order of the scenarios, then the frameworks, then the columns;
 *                       empty without an equal load
 */
public record GridViews(
        Map<String, GridView> closed, Map<String, Map<String, Standing>> standings, List<Effect> equalLoadCells) {

    public GridViews {
        equalLoadCells = equalLoadCells == null ? List.of() : List.copyOf(equalLoadCells);
    }
}
