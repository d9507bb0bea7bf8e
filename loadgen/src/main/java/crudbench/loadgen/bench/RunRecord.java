package crudbench.loadgen.bench;

import crudbench.harness.proc.MachineFacts;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.CeilingRow;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.IdleSample;
import crudbench.loadgen.results.RelaySample;
import crudbench.loadgen.results.RoundTrip;
import crudbench.loadgen.results.RunLength;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.SpeedSample;
import crudbench.loadgen.results.TransactionCheck;
import crudbench.loadgen.results.VariantRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything a bench run has measured so far, over every sitting: what summary.json records. A
 * resumed run starts from the summary of its earlier sittings; every round ends with the whole
 * record written to summary.json at once (to a temporary file, then renamed), so that a run
 * stopped by Ctrl-C, a kill or a crash leaves a summary of every round it finished.
 */
final class RunRecord {

    final List<ScenarioRow> rows = new ArrayList<>();
    final List<VariantRun> variantRuns = new ArrayList<>();
    final List<Flag> flags = new ArrayList<>();
    final List<IdleSample> idle = new ArrayList<>();
    final List<CeilingRow> ceilings = new ArrayList<>();
    final List<RelaySample> relay = new ArrayList<>();
    final List<SpeedSample> speed = new ArrayList<>();
    RoundTrip roundTrip;

    /** The first sitting's start. */
    private final String startedAt;
    /** The transactions and answers of the earlier sittings, and their minutes. */
    private final long committedBefore;

    private final long answeredBefore;
    private final double minutesBefore;
    private final int sittingsBefore;

    private RunRecord(String startedAt, long committed, long answered, double minutes, int sittings) {
        this.startedAt = startedAt;
        this.committedBefore = committed;
        this.answeredBefore = answered;
        this.minutesBefore = minutes;
        this.sittingsBefore = sittings;
    }

    static RunRecord fresh(Instant now) {
        return new RunRecord(now.toString(), 0, 0, 0, 0);
    }

    /** A run to continue: everything its earlier sittings measured. */
    static RunRecord resumed(BenchSummary earlier) {
        TransactionCheck t = earlier.around().transactions();
        RunLength length = earlier.length();
        RunRecord record = new RunRecord(
                earlier.startedAt(),
                t == null ? 0 : t.committed(),
                t == null ? 0 : t.answered(),
                length == null ? 0 : length.minutes(),
                length == null ? 1 : length.sittings());
        record.rows.addAll(earlier.rows());
        record.variantRuns.addAll(earlier.measured().variantRuns());
        record.flags.addAll(earlier.flags());
        record.idle.addAll(earlier.measured().idle());
        record.ceilings.addAll(earlier.around().ceilings());
        record.relay.addAll(earlier.around().relay());
        record.speed.addAll(earlier.around().speed());
        record.roundTrip = earlier.around().roundTrip();
        return record;
    }

    String startedAt() {
        return startedAt;
    }

    double minutesBefore() {
        return minutesBefore;
    }

    int sitting() {
        return sittingsBefore + 1;
    }

    /** The last epoch any row or app belongs to: 0 in a fresh run. */
    int lastEpoch() {
        return Math.max(
                rows.stream().mapToInt(ScenarioRow::epoch).max().orElse(0),
                variantRuns.stream().mapToInt(VariantRun::epoch).max().orElse(0));
    }

    /** The last round measured: 0 in a fresh run. */
    int lastRound() {
        return rows.stream().mapToInt(ScenarioRow::repeat).max().orElse(0);
    }

    /** This sitting's transactions, added to the earlier sittings'. */
    TransactionCheck transactions(long committedThisSitting, long answeredThisSitting) {
        return new TransactionCheck(committedBefore + committedThisSitting, answeredBefore + answeredThisSitting);
    }

    /**
     * The run as summary.json records it.
     *
     * @param runs the apps' runs: the finished epochs', with the epoch under way's as far as it is known
     */
    synchronized BenchSummary summary(
            RunSettings settings,
            List<VariantRun> runs,
            TransactionCheck transactions,
            RunLength length,
            List<Effect> effects) {
        return new BenchSummary(
                BenchSummary.SCHEMA,
                new BenchSummary.RunTimes(startedAt, Instant.now().toString()),
                settings,
                MachineFacts.here(),
                new BenchSummary.Measured(runs, rows, flags, idle),
                new BenchSummary.Surroundings(ceilings, transactions, roundTrip, relay, speed),
                length,
                effects);
    }

    /** Writes summary.json whole or not at all. */
    static synchronized void write(BenchSummary summary, Path dir) {
        try {
            summary.write(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.resolve(BenchSummary.FILE), e);
        }
    }
}
