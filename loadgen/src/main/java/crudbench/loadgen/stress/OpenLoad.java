package crudbench.loadgen.stress;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * The open model: requests start on a fixed schedule whatever the answers take, at the rate of
 * each segment in turn, so that an app that slows down meets a growing queue instead of a
 * politely waiting client. At most {@code maxInFlight} requests are out at once; a request due
 * beyond that is recorded as not sent.
 */
final class OpenLoad {

    /** @param rate requests per second, for {@code seconds} */
    record Segment(double rate, double seconds) {

        Segment {
            if (rate <= 0 || seconds <= 0) {
                throw new IllegalArgumentException(
                        "a segment needs a positive rate and length, got " + rate + "/s for " + seconds + " s");
            }
        }
    }

    private OpenLoad() {}

    /**
     * Runs the segments from the recording's origin, then waits up to {@code drain} for the
     * answers still in flight.
     *
     * @return when the schedule ended, in the recording's milliseconds
     */
    static double run(
            StressClient client,
            Mix mix,
            List<Segment> segments,
            int maxInFlight,
            Duration drain,
            Recording recording) {
        Semaphore slots = new Semaphore(maxInFlight);
        ThreadLocalRandom random = ThreadLocalRandom.current();
        double segmentStart = 0;
        for (Segment segment : segments) {
            long count = Math.round(segment.rate() * segment.seconds());
            double interval = 1000.0 / segment.rate();
            for (long i = 0; i < count; i++) {
                double due = segmentStart + i * interval;
                waitUntil(recording, due);
                Operation operation = mix.pick(random.nextInt(100));
                if (!slots.tryAcquire()) {
                    recording.add(new Answer(operation.name().toLowerCase(Locale.ROOT), due, due, Outcome.NOT_SENT, 0));
                    continue;
                }
                client.send(operation, due, recording).whenComplete((ignored, failure) -> slots.release());
            }
            segmentStart += segment.seconds() * 1000;
        }
        waitUntil(recording, segmentStart);
        try {
            if (slots.tryAcquire(maxInFlight, drain.toMillis(), TimeUnit.MILLISECONDS)) {
                slots.release(maxInFlight);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return segmentStart;
    }

    static void waitUntil(Recording recording, double ms) {
        long target = recording.nanosAt(ms);
        long left;
        while ((left = target - System.nanoTime()) > 0) {
            LockSupport.parkNanos(Math.min(left, 1_000_000));
        }
    }
}
