package crudbench.harness.db;

import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * One direction of a relayed connection, a network hop long: each chunk read is stamped with
 * the time it may leave and queued; a writer of its own waits until then and writes it, so the
 * chunks keep their order and the reader never waits for the writer (as bytes in flight on a
 * wire do not). This kernel has no netem, so the delay is made in user space; its precision is
 * the scheduler's (tens of microseconds), which is why the round trip it gives is measured,
 * not assumed ({@link DbPath#measureRoundTrip}).
 */
final class DelayLine implements AutoCloseable {

    private record Chunk(byte[] bytes, long dueNanos) {}

    /** Queued after the last chunk: the writer ends there. */
    private static final Chunk END = new Chunk(new byte[0], 0);

    private final LinkedBlockingQueue<Chunk> queue = new LinkedBlockingQueue<>();
    private final long delayNanos;
    private final Thread writer;
    private volatile IOException failure;

    DelayLine(OutputStream out, Duration delay) {
        this.delayNanos = delay.toNanos();
        this.writer = Thread.ofVirtual().start(() -> drain(out));
    }

    /** Queues a copy of the first n bytes, to be written after the delay; fails once the writer has failed. */
    void send(byte[] buffer, int n) throws IOException {
        if (failure != null) {
            throw failure;
        }
        queue.add(new Chunk(Arrays.copyOf(buffer, n), System.nanoTime() + delayNanos));
    }

    private void drain(OutputStream out) {
        try {
            while (true) {
                Chunk chunk = queue.take();
                if (chunk == END) {
                    return;
                }
                long wait;
                while ((wait = chunk.dueNanos() - System.nanoTime()) > 0) {
                    LockSupport.parkNanos(wait);
                }
                out.write(chunk.bytes());
                out.flush();
            }
        } catch (IOException e) {
            failure = e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Lets what is queued leave on time, then ends the writer. */
    @Override
    public void close() {
        queue.add(END);
        try {
            writer.join(Duration.ofNanos(delayNanos).plusSeconds(1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
