package crudbench.loadgen.bench;

import crudbench.loadgen.plan.BenchProfile;

/**
 * Where a sitting starts: the epochs its run already has, and how many this sitting adds.
 *
 * @param epochsBefore the epochs of earlier sittings (0 for a fresh run)
 * @param epochs       the epochs this sitting measures at least
 */
record Sitting(int epochsBefore, int epochs) {

    static Sitting fresh(BenchProfile profile) {
        return new Sitting(0, profile.rounds().epochs());
    }
}
