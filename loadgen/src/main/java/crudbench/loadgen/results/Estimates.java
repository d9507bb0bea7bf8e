package crudbench.loadgen.results;

import java.util.List;

/**
 * What a run's rows answer so far: the grid's effects, and the precision reached, the widest
 * half-width among the main effects that `--precision` waits for (infinite until every one
 * rests on two rounds).
 */
public record Estimates(List<Effect> effects, double precision) {

    public Estimates {
        effects = List.copyOf(effects);
    }
}
