package crudbench.loadgen.model;

/**
 * How sure a run's answer is: the rounds its intervals rest on, the precision its main effects
 * reached, and why the run stopped, in one sentence that compare.md, answer.md and report.html
 * all open with.
 *
 * @param sentence "How sure: 24 round(s); every main effect … within ±12.4% (…); 74.3 minutes."
 * @param rounds   the most rounds an effect's interval rests on
 * @param reached  the widest watched main effect's half-width (0.05: ±5%), null with one round
 * @param runs     how many runs the figures pool
 */
public record HowSure(String sentence, int rounds, Double reached, int runs) {}
