package crudbench.loadgen.stress;

import crudbench.harness.ProcStats;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** The app's resident memory, read from /proc at a fixed period during the soak. Nothing where /proc has none. */
final class RssSampler implements AutoCloseable {

    private final ConcurrentLinkedQueue<RssSample> samples = new ConcurrentLinkedQueue<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "rss-sampler");
        t.setDaemon(true);
        return t;
    });

    RssSampler(long pid, Recording recording, long periodMs) {
        timer.scheduleAtFixedRate(
                () -> ProcStats.rss(pid).ifPresent(b -> samples.add(new RssSample(recording.nowMs(), b))),
                0,
                periodMs,
                TimeUnit.MILLISECONDS);
    }

    List<RssSample> samples() {
        return List.copyOf(samples);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
