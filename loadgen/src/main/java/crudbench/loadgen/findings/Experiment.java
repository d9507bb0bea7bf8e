package crudbench.loadgen.findings;

import java.time.Duration;
import java.util.List;

/**
 * One interleaved bench run: its sessions side by side at these closed-model concurrencies.
 *
 * @param id          its directory under the findings run, and how claims name it
 * @param question    what it answers, for the reader of findings.md
 * @param dbRoundTrip the round trip the relay adds between the apps and PostgreSQL; null: straight to it
 */
public record Experiment(String id, String question, List<String> sessions, List<Integer> users, Duration dbRoundTrip) {

    /** An experiment with the database straight on loopback, as the studies' own setups had it on one host. */
    public Experiment(String id, String question, List<String> sessions, List<Integer> users) {
        this(id, question, sessions, users, null);
    }
}
