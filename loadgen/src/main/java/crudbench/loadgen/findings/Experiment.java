package crudbench.loadgen.findings;

import java.util.List;

/**
 * One interleaved bench run: its sessions side by side at these closed-model concurrencies.
 *
 * @param id       its directory under the findings run, and how claims name it
 * @param question what it answers, for the reader of findings.md
 */
public record Experiment(String id, String question, List<String> sessions, List<Integer> users) {}
