package crudbench.loadgen.findings;

import crudbench.loadgen.plan.BenchProfile;
import java.time.Duration;
import java.util.List;

/**
 * One interleaved bench run: its sessions side by side at these closed-model concurrencies.
 *
 * @param id       its directory under the findings run, and how claims name it
 * @param question what it answers, for the reader of findings.md
 * @param conditions the database's distance, the open model, the warm-up, the CPUs and the rounds
 */
public record Experiment(
        String id, String question, List<String> sessions, List<Integer> users, Conditions conditions) {

    /**
     * How an experiment runs besides its sessions and users.
     *
     * @param dbRoundTrip the round trip the relay adds between the apps and PostgreSQL; null: straight to it
     * @param rates       the open model's rates, where a claim reads CPU per request at equal load; empty: closed only
     * @param warmup      the warm-up rule, where a study warmed up longer than the quick profile; null: the quick one
     * @param cpus        the roles' CPUs (`--cpus`), e.g. "load=0,app=1,db=0"; null: unpinned
     * @param rounds      at least this many rounds, whatever `--rounds` says; 0: `--rounds`
     */
    public record Conditions(
            Duration dbRoundTrip, List<Integer> rates, BenchProfile.WarmupRule warmup, String cpus, int rounds) {

        /** Straight to the database, closed model only, the quick profile's warm-up, unpinned. */
        static final Conditions PLAIN = new Conditions(null, List.of(), null, null, 0);

        public Conditions {
            rates = List.copyOf(rates);
        }
    }

    public Experiment {
        sessions = List.copyOf(sessions);
        users = List.copyOf(users);
    }

    /** An experiment with the database straight on loopback, as the studies' own setups had it on one host. */
    public Experiment(String id, String question, List<String> sessions, List<Integer> users) {
        this(id, question, sessions, users, Conditions.PLAIN);
    }

    /** Closed model only, with the quick profile's warm-up, unpinned, the database this round trip away. */
    public Experiment(String id, String question, List<String> sessions, List<Integer> users, Duration dbRoundTrip) {
        this(id, question, sessions, users, new Conditions(dbRoundTrip, List.of(), null, null, 0));
    }

    public Duration dbRoundTrip() {
        return conditions.dbRoundTrip();
    }

    public List<Integer> rates() {
        return conditions.rates();
    }

    public BenchProfile.WarmupRule warmup() {
        return conditions.warmup();
    }

    public String cpus() {
        return conditions.cpus();
    }

    public int rounds() {
        return conditions.rounds();
    }

    /** The same, with the open model at these rates too. */
    Experiment withRates(List<Integer> openRates) {
        return with(new Conditions(
                conditions.dbRoundTrip(), openRates, conditions.warmup(), conditions.cpus(), conditions.rounds()));
    }

    /** The same, warmed up by this rule. */
    Experiment withWarmup(BenchProfile.WarmupRule rule) {
        return with(new Conditions(
                conditions.dbRoundTrip(), conditions.rates(), rule, conditions.cpus(), conditions.rounds()));
    }

    /** The same, with each role on these CPUs. */
    Experiment withCpus(String plan) {
        return with(new Conditions(
                conditions.dbRoundTrip(), conditions.rates(), conditions.warmup(), plan, conditions.rounds()));
    }

    /** The same, with at least this many rounds. */
    Experiment withRounds(int atLeast) {
        return with(new Conditions(
                conditions.dbRoundTrip(), conditions.rates(), conditions.warmup(), conditions.cpus(), atLeast));
    }

    /** The same, with the database this round trip away. */
    Experiment withDbRoundTrip(Duration roundTrip) {
        return with(new Conditions(
                roundTrip, conditions.rates(), conditions.warmup(), conditions.cpus(), conditions.rounds()));
    }

    /** The same sessions, loads and setup as this one, under another id and question. */
    Experiment named(String newId, String newQuestion) {
        return new Experiment(newId, newQuestion, sessions, users, conditions);
    }

    private Experiment with(Conditions changed) {
        return new Experiment(id, question, sessions, users, changed);
    }
}
