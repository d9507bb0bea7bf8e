package crudbench.loadgen.profile;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The samples under one frame that went to the JIT's dispatch stubs. Compiled code reaches a method through a stub
 * (async-profiler names the frame {@code itable stub} for an interface call, {@code vtable stub} for a virtual one)
 * where the JIT left the call virtual, not inlined, and the call's inline cache has met more than one receiver class
 * while the code ran. A stub's samples are the dispatch itself, the time the lookup takes; what the compiler decided
 * at the call, and why, a profile does not show (HotSpot's compilation log does: results/jit-map-copy).
 *
 * @param samples  the samples with the frame on their stack
 * @param stubs    of them, those with a dispatch stub above the frame
 * @param byCaller the stubs' samples by the frame that made the call (the stub's caller)
 */
public record Dispatch(long samples, long stubs, Map<String, Long> byCaller) {

    static final String ITABLE = "itable stub";
    static final String VTABLE = "vtable stub";

    public Dispatch {
        byCaller = Map.copyOf(byCaller);
    }

    /** The dispatch under the first frame of each stack that contains {@code frame}. */
    public static Dispatch under(Stacks stacks, String frame) {
        long samples = 0;
        long stubs = 0;
        Map<String, Long> byCaller = new LinkedHashMap<>();
        for (Map.Entry<String, Long> e : stacks.counts().entrySet()) {
            String[] frames = e.getKey().split(";");
            int at = -1;
            for (int i = 0; i < frames.length && at < 0; i++) {
                if (frames[i].contains(frame)) {
                    at = i;
                }
            }
            if (at < 0) {
                continue;
            }
            samples += e.getValue();
            for (int i = at + 1; i < frames.length; i++) {
                if (frames[i].equals(ITABLE) || frames[i].equals(VTABLE)) {
                    stubs += e.getValue();
                    byCaller.merge(frames[i - 1], e.getValue(), Long::sum);
                    break;
                }
            }
        }
        return new Dispatch(samples, stubs, byCaller);
    }

    /** The stubs' share of the frame's samples (0 to 1). */
    public double stubShare() {
        return samples == 0 ? 0 : (double) stubs / samples;
    }

    /** The share of the frame's samples (0 to 1) in stubs that {@code caller} called. */
    public double stubShareFrom(String caller) {
        return samples == 0 ? 0 : (double) byCaller.getOrDefault(caller, 0L) / samples;
    }
}
