package crudbench.loadgen.model;

import crudbench.loadgen.results.RatioInterval;
import java.util.List;

/**
 * What moved between two runs, analysed once: for every effect of the grid and every variant's
 * own throughput and app CPU per request, each run's figure and the change between them.
 *
 * @param baseline  the baseline run's folder, as the page names it
 * @param candidate the candidate run's folder
 * @param effects   every effect both runs estimated
 * @param variants  each variant's own figures in each closed-model scenario at the reference load
 * @param speed     the candidate's speed probe over the baseline's (median CPU of the fixed work: above 1, the
 *                  candidate ran on a slower machine); null where either run did not measure it
 */
public record RunChangeModel(
        String baseline, String candidate, List<Figure> effects, List<Figure> variants, Double speed) {

    /**
     * One figure measured in both runs.
     *
     * @param change   candidate over baseline, with its 95% interval
     * @param decimals for a variant's own value (requests/s, CPU ms), how it is printed; -1 for a ratio
     */
    public record Figure(
            String what, RatioInterval baseline, RatioInterval candidate, RatioInterval change, int decimals) {}
}
