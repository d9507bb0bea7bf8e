package crudbench.loadgen.model;

/**
 * How much of a run's round-to-round spread its epochs' first rounds make (analysis.FirstRounds): the median spread of
 * a slice of throughput at saturation on the published scenarios, and of the published per-framework cells' log ratio,
 * with every round and without each epoch's first. NaN where too few rounds remain.
 *
 * @param sliceSd      a slice's SD within its epoch, the median over the sessions' scenarios
 * @param sliceSdLater the same without each epoch's first round
 * @param cellSd       a per-framework cell's SD within its epoch, the median over the cells
 * @param cellSdLater  the same without each epoch's first round
 */
public record FirstRoundSpread(double sliceSd, double sliceSdLater, double cellSd, double cellSdLater) {}
