package crudbench.loadgen.stress;

import java.util.List;
import java.util.Optional;

/**
 * One variant's files of a stress run: each experiment's result, null where it did not run, and
 * why those did not.
 */
public record VariantResults(
        String variant,
        CapacityResult capacity,
        OverloadResult overload,
        SoakResult soak,
        OutageResult outage,
        OutageResult silent,
        List<NotRun> notRun) {

    public VariantResults {
        notRun = List.copyOf(notRun);
    }

    /** The outage's or the silence's result; null where it did not run. */
    public OutageResult underFault(Fault fault) {
        return fault == Fault.AWAY ? outage : silent;
    }

    /** Why the experiment did not run, if it did not. */
    public Optional<NotRun> notRun(StressExperiment experiment) {
        return notRun.stream().filter(n -> n.experiment() == experiment).findFirst();
    }
}
