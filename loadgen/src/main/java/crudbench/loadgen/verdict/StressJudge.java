package crudbench.loadgen.verdict;

import crudbench.harness.registry.Variant;
import crudbench.loadgen.stress.Fault;
import crudbench.loadgen.stress.NotRun;
import crudbench.loadgen.stress.OutageResult;
import crudbench.loadgen.stress.StressExperiment;
import crudbench.loadgen.stress.StressPlan;
import crudbench.loadgen.stress.StressRun;
import crudbench.loadgen.stress.VariantResults;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * `just stress`, the judging part: every variant's experiments, as the run's files hold them,
 * against the limits. It measures nothing and draws nothing; the same files give the same
 * verdicts.
 */
public final class StressJudge {

    private StressJudge() {}

    /**
     * One verdict per variant and experiment, in the run's variant order and the experiments'.
     *
     * @param registry the variants' registry entries: a stack that queues is judged by the hang limit
     */
    public static StressVerdicts judge(StressRun run, Limits limits, List<Variant> registry) {
        StressPlan plan = run.plan();
        List<Verdict> verdicts = new ArrayList<>();
        for (VariantResults results : run.variants()) {
            Limits stack = limits.forStack(
                    variant(registry, results.variant()), plan.client().hangSeconds());
            for (StressExperiment experiment : StressExperiment.values()) {
                verdicts.add(verdict(results, experiment, plan, stack));
            }
        }
        return StressVerdicts.of(limits, verdicts);
    }

    private static Verdict verdict(VariantResults results, StressExperiment experiment, StressPlan plan, Limits stack) {
        String id = results.variant();
        Optional<Verdict> judged = switch (experiment) {
            case CAPACITY -> Optional.ofNullable(results.capacity()).map(r -> CapacityVerdict.of(id, r));
            case OVERLOAD ->
                Optional.ofNullable(results.overload())
                        .map(r -> OverloadVerdict.of(id, r, plan.recoverySeconds(), stack));
            case SOAK -> Optional.ofNullable(results.soak()).map(r -> SoakVerdict.of(id, r.facts(), stack));
            case OUTAGE -> underFault(id, results.underFault(Fault.AWAY), plan, stack);
            case SILENT -> underFault(id, results.underFault(Fault.SILENT), plan, stack);
        };
        return judged.orElseGet(() -> notRun(id, experiment, results));
    }

    private static Optional<Verdict> underFault(String id, OutageResult result, StressPlan plan, Limits stack) {
        return Optional.ofNullable(result).map(r -> OutageVerdict.of(id, r.facts(), plan.recoverySeconds(), stack));
    }

    /** An app that did not start fails the experiment it was started for; the rest are skipped. */
    private static Verdict notRun(String id, StressExperiment experiment, VariantResults results) {
        NotRun why = results.notRun(experiment)
                .orElseThrow(() -> new IllegalStateException(id + " has neither a result nor a reason for its "
                        + experiment.id() + ": the run's files are incomplete"));
        return why.startupFailure() != null
                ? Verdict.judged(
                        id, experiment, why.why(), List.of(Check.of("app starts", false, why.startupFailure())))
                : Verdict.skipped(id, experiment, why.why());
    }

    private static Variant variant(List<Variant> registry, String id) {
        return registry.stream()
                .filter(v -> v.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "the run measured " + id + ", which the registry (variants.json) no longer has"));
    }
}
