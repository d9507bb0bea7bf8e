package crudbench.loadgen.hyperfoil;

import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.Flag.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * What the embedded runner would let pass: Hyperfoil evaluates no SLA here and only logs
 * exhausted session pools and failed connections. Every check below turns one of those into
 * a {@link Flag}, which the tables show and which makes the command fail.
 */
public final class RunChecks {

    private RunChecks() {}

    public static List<Flag> check(RunResult run) {
        List<Flag> flags = new ArrayList<>();
        if (run.error() != null) {
            flags.add(Flag.of(null, null, Kind.RUN_FAILED, run.error()));
        }
        for (PhaseResult phase : run.phases()) {
            flags.addAll(check(phase));
        }
        return flags;
    }

    static List<Flag> check(PhaseResult phase) {
        List<Flag> flags = new ArrayList<>();
        String name = phase.name();
        if (phase.plannedDurationMs() > 0) {
            long requests = phase.metrics().stream()
                    .mapToLong(m -> m.total().requestCount)
                    .sum();
            if (phase.runningMs() < 0 || phase.terminatedMs() < 0) {
                flags.add(Flag.of(
                        name,
                        null,
                        Kind.DID_NOT_RUN,
                        "the phase never " + (phase.runningMs() < 0 ? "started" : "ended")));
            } else if (requests == 0) {
                flags.add(Flag.of(name, null, Kind.DID_NOT_RUN, "it sent no request"));
            }
        }
        if (phase.error() != null) {
            flags.add(Flag.of(name, null, Kind.PHASE_FAILED, phase.error()));
        }
        if (phase.sessionLimitExceeded()) {
            flags.add(Flag.of(
                    name,
                    null,
                    Kind.SESSIONS_EXHAUSTED,
                    "\"pool depleted\": the offered load was not delivered; raise MAX_SESSIONS or lower the rate"));
        }
        for (MetricResult metric : phase.metrics()) {
            flags.addAll(check(MetricSummary.of(phase, metric)));
        }
        return flags;
    }

    static List<Flag> check(MetricSummary m) {
        List<Flag> flags = new ArrayList<>();
        MetricSummary.Failures failed = m.failures();
        MetricSummary.Statuses status = m.statuses();
        if (failed.blockedMs() > 0) {
            flags.add(Flag.of(
                    m.phase(),
                    m.metric(),
                    Kind.BLOCKED,
                    String.format("%.0f ms waiting for a connection", failed.blockedMs())));
        }
        if (status.non2xx() > 0) {
            flags.add(Flag.of(
                    m.phase(),
                    m.metric(),
                    Kind.NON_2XX,
                    String.format(
                            "3xx %d, 4xx %d, 5xx %d, other %d",
                            status.status3xx(), status.status4xx(), status.status5xx(), status.statusOther())));
        }
        if (failed.connectionErrors() > 0) {
            flags.add(Flag.of(m.phase(), m.metric(), Kind.CONNECTION_ERRORS, Long.toString(failed.connectionErrors())));
        }
        if (failed.timeouts() > 0) {
            flags.add(Flag.of(m.phase(), m.metric(), Kind.TIMEOUTS, Long.toString(failed.timeouts())));
        }
        if (failed.internalErrors() > 0) {
            flags.add(Flag.of(m.phase(), m.metric(), Kind.INTERNAL_ERRORS, Long.toString(failed.internalErrors())));
        }
        if (failed.invalid() > 0 && status.non2xx() == 0) {
            flags.add(Flag.of(m.phase(), m.metric(), Kind.INVALID, failed.invalid() + " responses marked invalid"));
        }
        MetricSummary.Counts counts = m.counts();
        long statuses = status.status2xx() + status.non2xx();
        long answered = counts.responses() + failed.errors();
        if (statuses != counts.responses() || answered != counts.requests()) {
            flags.add(Flag.of(
                    m.phase(),
                    m.metric(),
                    Kind.COUNTS_DISAGREE,
                    String.format(
                            "%d requests, %d responses, %d statuses, %d without answer",
                            counts.requests(), counts.responses(), statuses, failed.errors())));
        }
        return flags;
    }
}
