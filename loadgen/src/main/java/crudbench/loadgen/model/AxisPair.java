package crudbench.loadgen.model;

/**
 * A variant on an {@link Axis} and its twin, as the pages name the two.
 *
 * @param variant    the variant
 * @param twin       the variant it is set against
 * @param framework  the framework both are of
 * @param group      what both share that sets the row apart within the framework ({@link Axis#group})
 * @param groupProse the same in a sentence ({@link Axis#groupProse})
 * @param side       what the variant is on the axis: its ORM, its web stack
 */
public record AxisPair(String variant, String twin, String framework, String group, String groupProse, String side) {}
