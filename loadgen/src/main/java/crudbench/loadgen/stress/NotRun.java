package crudbench.loadgen.stress;

/**
 * An experiment that did not run on a variant, and why: in the variant's not-run.json.
 *
 * @param why            "did not start", "no capacity to build on", "did not start behind the relay"
 * @param startupFailure the first line of why the app did not start, when that is what stopped the experiment;
 *                       null when an earlier experiment's result left nothing to run it on
 */
public record NotRun(StressExperiment experiment, String why, String startupFailure) {

    static NotRun didNotStart(StressExperiment experiment, String why, String failure) {
        return new NotRun(experiment, why, failure);
    }

    static NotRun skipped(StressExperiment experiment, String why) {
        return new NotRun(experiment, why, null);
    }
}
