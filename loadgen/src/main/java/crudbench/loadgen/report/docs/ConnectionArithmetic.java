package crudbench.loadgen.report.docs;

import crudbench.harness.registry.Settings;
import crudbench.loadgen.bench.Bench;
import crudbench.loadgen.plan.VariantSetup;
import java.util.List;

/**
 * docs/database.md's `max_connections` for a server of the user's own, from what the default `just bench` runs: its
 * sessions (every variant at parity and at its best), their pools and the spare the bench keeps, as
 * {@link Bench#connectionsNeeded} counts them; and the server's setup commands with that number in them.
 */
public final class ConnectionArithmetic {

    /** What PostgreSQL keeps aside for superusers by default ({@code superuser_reserved_connections}). */
    static final int RESERVED = 3;

    /** The setting is rounded up to a multiple of this, for room to spare. */
    static final int ROUND_TO = 50;

    private ConnectionArithmetic() {}

    /** What to set {@code max_connections} to for these sessions, interleaved. */
    public static int setting(List<VariantSetup> sessions, Settings settings) {
        int needed = Bench.connectionsNeeded(sessions, true, settings) + RESERVED;
        return (needed + ROUND_TO - 1) / ROUND_TO * ROUND_TO;
    }

    /** "At parity and at their best, the default's 24 sessions: 24 × 16 + 16 + 10 = **410**, …" (one line). */
    public static String sentence(List<VariantSetup> sessions, Settings settings) {
        int pool = settings.getInt("DB_POOL_SIZE");
        int needed = Bench.connectionsNeeded(sessions, true, settings);
        boolean equal = sessions.stream().allMatch(s -> s.poolSize(settings) == pool);
        String pools = equal
                ? sessions.size() + " × " + pool
                : "their pools, "
                        + sessions.stream().mapToInt(s -> s.poolSize(settings)).sum();
        long atBest = sessions.stream().filter(VariantSetup::atBest).count();
        return "  (`Bench.connectionsNeeded`). The default's " + sessions.size() + " sessions ("
                + (sessions.size() - atBest) + " variants at parity, " + atBest + " at their best): " + pools + " + "
                + pool + " + " + Bench.SPARE_CONNECTIONS + " = **" + needed + "**, and PostgreSQL also keeps"
                + " `superuser_reserved_connections` (" + RESERVED + ") aside, so set " + setting(sessions, settings)
                + " (rounded up to a multiple of " + ROUND_TO + ").\n";
    }

    /** The fenced commands that set the server up, with that setting. */
    public static String commands(List<VariantSetup> sessions, Settings settings) {
        return "```sh\n"
                + "sudo -u postgres psql -v ON_ERROR_STOP=1 -c \"ALTER SYSTEM SET max_connections = "
                + setting(sessions, settings)
                + "\" -c \"ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'\"\n"
                + "sudo systemctl restart postgresql\n"
                + "sudo -u postgres psql -v ON_ERROR_STOP=1 -c \"CREATE ROLE bench LOGIN PASSWORD 'bench'\" -c"
                + " \"CREATE DATABASE bench OWNER bench\"\n"
                + "sudo -u postgres psql -v ON_ERROR_STOP=1 -d bench -c \"CREATE EXTENSION IF NOT EXISTS"
                + " pg_stat_statements\"\n"
                + "```\n";
    }
}
