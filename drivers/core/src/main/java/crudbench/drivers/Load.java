package crudbench.drivers;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * One closed-model load: {@code users} simulated users, each sending its next query as soon as
 * the last one is answered, until told to stop. A driver calls {@link #next} before a query
 * and {@link #answered} or {@link #failed} when it is over; those say whether the user goes
 * on. Thread-safe: drivers call it from their worker threads or event loops.
 *
 * <p>Latency runs from just before the driver is asked (pool acquire included) to the
 * decoded rows, in nanoseconds. Only right answers count as queries; a wrong answer or an
 * exception is an error.
 */
public final class Load {

    /** The measured part of a load. */
    public record Window(long nanos, Histogram latencies, long errors) {}

    private final Operation operation;
    private final String sql;
    private final UserParameters[] users;
    private final Recorder latencies = new Recorder(3);
    private final LongAdder answered = new LongAdder();
    private final LongAdder errors = new LongAdder();
    private final AtomicReference<String> firstError = new AtomicReference<>();
    private final CountDownLatch stopped;
    private volatile boolean stopping;
    private long windowStart;
    private long errorsAtStart;

    /**
     * @param sql   the operation's statement as this driver writes it ($n, or ? for JDBC)
     * @param token makes this load's created emails unique (see {@link UserParameters})
     */
    public Load(Operation operation, String sql, int users, int seedUsers, long seed, String token) {
        if (users < 1) {
            throw new IllegalArgumentException("users must be at least 1, got " + users);
        }
        this.operation = operation;
        this.sql = sql;
        this.users = new UserParameters[users];
        for (int i = 0; i < users; i++) {
            this.users[i] = new UserParameters(i, seedUsers, seed, token);
        }
        this.stopped = new CountDownLatch(users);
    }

    public Operation operation() {
        return operation;
    }

    public String sql() {
        return sql;
    }

    public int users() {
        return users.length;
    }

    /** The next query of a user. A user has one query out at a time, so its parameters need no lock. */
    public Query next(int user) {
        return users[user].next(operation);
    }

    /**
     * Records the rows a query returned, checked against what it must return.
     *
     * @return whether the user sends its next query
     */
    public boolean answered(Query query, long startNanos, List<UserRow> rows) {
        long nanos = System.nanoTime() - startNanos;
        String wrong = query.check(rows);
        if (wrong == null) {
            latencies.recordValue(nanos);
            answered.increment();
        } else {
            error(wrong);
        }
        return goOn();
    }

    /**
     * Records a query that failed: an exception from the driver or the pool.
     *
     * @return whether the user sends its next query
     */
    public boolean failed(Query query, Throwable error) {
        error(query.operation() + ": " + error);
        return goOn();
    }

    private void error(String what) {
        errors.increment();
        if (firstError.compareAndSet(null, what)) {
            // Once per load, not per failure: the count says how many.
            System.err.println("first error of " + operation + ": " + what);
        }
    }

    private boolean goOn() {
        if (!stopping) {
            return true;
        }
        stopped.countDown();
        return false;
    }

    /** From now on answers count; what came before (the ramp) is discarded. */
    public synchronized void startWindow() {
        latencies.getIntervalHistogram();
        errorsAtStart = errors.sum();
        windowStart = System.nanoTime();
    }

    /** The answers and errors since {@link #startWindow()}. The users go on until {@link #requestStop()}. */
    public synchronized Window endWindow() {
        long nanos = System.nanoTime() - windowStart;
        Histogram window = latencies.getIntervalHistogram();
        return new Window(nanos, window, errors.sum() - errorsAtStart);
    }

    /** Tells every user to stop after its current query. */
    public void requestStop() {
        stopping = true;
    }

    /**
     * Waits until every user has stopped, after {@link #requestStop()}.
     *
     * @return whether every user stopped within the timeout
     */
    public boolean awaitStopped(Duration timeout) throws InterruptedException {
        return stopped.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Right answers since the load began, ramp and drain included. */
    public long answeredTotal() {
        return answered.sum();
    }

    /** Errors since the load began. */
    public long errorsTotal() {
        return errors.sum();
    }

    /** The first error's description, or null. */
    public String firstError() {
        return firstError.get();
    }
}
