package crudbench.loadgen.stress;

import java.util.List;

/**
 * What one experiment's load left behind, for its facts: every answer in the order due, the
 * first distinct reasons of connection errors, and whether the app was still up after it.
 *
 * @param appUp           the app process was alive at the end, and its log shows no OutOfMemoryError
 * @param listenOverflows connection attempts the kernel dropped from a full listen queue meanwhile, on the whole
 *                        machine (TcpCounters); -1 where it cannot tell
 */
public record Recorded(List<Answer> answers, List<String> errorSamples, boolean appUp, long listenOverflows) {

    public Recorded {
        answers = List.copyOf(answers);
        errorSamples = List.copyOf(errorSamples);
    }
}
