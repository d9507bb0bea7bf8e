package crudbench.loadgen.stress;

import java.util.List;

/**
 * A `just stress` run as its files hold it ({@link StressResults#read}): stress.json, and each
 * variant's results in stress.json's order. What the judge and the report read, and all they read.
 */
public record StressRun(Stress.Summary summary, List<VariantResults> variants) {

    public StressRun {
        variants = List.copyOf(variants);
    }

    public StressPlan plan() {
        return summary.plan();
    }
}
