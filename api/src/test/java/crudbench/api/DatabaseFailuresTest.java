package crudbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.data.connection.exceptions.ConnectionException;
import io.r2dbc.spi.R2dbcDataIntegrityViolationException;
import io.r2dbc.spi.R2dbcNonTransientResourceException;
import io.r2dbc.spi.R2dbcTimeoutException;
import io.vertx.core.VertxException;
import io.vertx.core.impl.NoStackTraceThrowable;
import io.vertx.core.impl.NoStackTraceTimeoutException;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.ClosedConnectionException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.postgresql.util.PSQLException;
import org.postgresql.util.PSQLState;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.QueryTimeoutException;
import org.springframework.jdbc.CannotGetJdbcConnectionException;

/** What each driver and framework throws, and the answer the client gets; 0 means a 500 (a defect, logged). */
class DatabaseFailuresTest {

    @ParameterizedTest(name = "SQLState {0} -> {1}")
    @CsvSource({
        "23505, 409",
        "22001, 400",
        "22P02, 400",
        "08006, 503",
        "08001, 503",
        "53300, 503",
        "57P01, 503",
        "42601, 0",
        "23503, 0",
        "40001, 0"
    })
    void theSqlStateDecides(String state, int status) {
        assertThat(statusOf(new SQLException("failed", state))).isEqualTo(status);
        assertThat(statusOf(new PgException("failed", "ERROR", state, null)))
                .as("Vert.x")
                .isEqualTo(status);
        assertThat(statusOf(new R2dbcDataIntegrityViolationException("failed", state)))
                .as("R2DBC")
                .isEqualTo(status);
    }

    static Stream<Arguments> failures() {
        SQLException duplicate = new PSQLException("duplicate key", PSQLState.UNIQUE_VIOLATION);
        return Stream.of(
                Arguments.of("pgjdbc, a unique violation", duplicate, 409),
                Arguments.of(
                        "Spring's translation keeps pgjdbc's state", new DuplicateKeyException("dup", duplicate), 409),
                Arguments.of(
                        "pgjdbc, connection refused",
                        new PSQLException("refused", PSQLState.CONNECTION_UNABLE_TO_CONNECT),
                        503),
                Arguments.of(
                        "pgjdbc, a silent server past socketTimeout",
                        new PSQLException(
                                "An I/O error occurred while sending to the backend.",
                                PSQLState.CONNECTION_FAILURE,
                                new SocketTimeoutException("Read timed out")),
                        503),
                Arguments.of("Hikari, no connection in time", new SQLTransientConnectionException("timed out"), 503),
                Arguments.of(
                        "Spring, no connection in time",
                        new CannotGetJdbcConnectionException(
                                "no connection", new SQLTransientConnectionException("timed out")),
                        503),
                Arguments.of(
                        "Spring, a resource failure without cause",
                        new DataAccessResourceFailureException("down"),
                        503),
                Arguments.of("Spring, a query timeout", new QueryTimeoutException("slow"), 503),
                Arguments.of(
                        "Agroal, no connection in time (no SQLState)",
                        new SQLException("Sorry, acquisition timeout!"),
                        503),
                Arguments.of("a refused socket", new ConnectException("Connection refused"), 503),
                Arguments.of(
                        "a refused socket, wrapped", new UncheckedIOException(new ConnectException("refused")), 503),
                Arguments.of("R2DBC, connection closed", new R2dbcNonTransientResourceException("closed"), 503),
                Arguments.of("r2dbc-pool, no connection in time", new R2dbcTimeoutException("timeout"), 503),
                Arguments.of(
                        "Vert.x, no connection in time, or Future.timeout's deadline on a statement",
                        new NoStackTraceTimeoutException("Timeout"),
                        503),
                Arguments.of(
                        "Reactor's and Mutiny's deadline on a statement (as the R2DBC variants and quarkus-reactive set it)",
                        new TimeoutException("Did not observe any item or terminal signal within 3000ms"),
                        503),
                Arguments.of("Vert.x, connection closed", ClosedConnectionException.INSTANCE, 503),
                Arguments.of(
                        "Vert.x, connection not active",
                        new NoStackTraceThrowable("Connection is not active now"),
                        503),
                Arguments.of(
                        "Vert.x 5, no connection in time",
                        new VertxException("Timeout waiting for connection", true),
                        503),
                Arguments.of(
                        "Vert.x 5, connection closed before use",
                        new VertxException("Connection was closed", true),
                        503),
                Arguments.of(
                        "Vert.x 5, no connection in time, wrapped",
                        new RuntimeException(new VertxException("Timeout", true)),
                        503),
                Arguments.of("Micronaut Data, connection closed", new ConnectionException("Connection is closed"), 503),
                Arguments.of(
                        "Narayana, a commit that timed out: the driver's I/O error suppressed, not the cause",
                        narayanaCommitFailure(),
                        503),
                Arguments.of("a bug", new IllegalStateException("oops"), 0),
                Arguments.of("a bug, wrapped", new RuntimeException(new NullPointerException()), 0),
                Arguments.of(
                        "a SQLException subclass without state is no outage",
                        new java.sql.SQLSyntaxErrorException("x"),
                        0),
                Arguments.of("a contract error passes through", ProblemException.notFound(7), 404));
    }

    /**
     * What quarkus-orm's POST threw when the database went silent during its commit: Arc's wrapper around
     * jakarta.transaction.RollbackException ("ARJUNA016053: Could not commit transaction."), which keeps the
     * resource's XAException as a suppressed exception, whose cause is pgjdbc's I/O error after socketTimeout. The
     * JTA types are stood for by their JDK parents: the mapping reads no type of theirs.
     */
    static Throwable narayanaCommitFailure() {
        Exception rollback = new Exception("ARJUNA016053: Could not commit transaction.");
        javax.transaction.xa.XAException xa = new javax.transaction.xa.XAException("commit failed");
        xa.initCause(new PSQLException(
                "An I/O error occurred while sending to the backend.",
                PSQLState.CONNECTION_FAILURE,
                new SocketTimeoutException("Read timed out")));
        rollback.addSuppressed(xa);
        return new RuntimeException("Error trying to commit", rollback);
    }

    @ParameterizedTest(name = "{0} -> {2}")
    @MethodSource("failures")
    void everyDriversFailuresMapToTheContractsAnswers(String why, Throwable failure, int status) {
        assertThat(statusOf(failure)).as(why).isEqualTo(status);
    }

    /** An outage's cause goes to the log once; a conflict or a bad value is an ordinary answer, with nothing to log. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("failures")
    void onlyAnOutageKeepsTheFailureForTheLog(String why, Throwable failure, int status) {
        ProblemException problem = DatabaseFailures.classify(failure);
        if (status == 503) {
            assertThat(problem.getCause()).as(why).isSameAs(failure);
        } else if (problem != null) {
            assertThat(problem.getCause()).as(why).isNull();
        }
    }

    private static int statusOf(Throwable failure) {
        ProblemException problem = DatabaseFailures.classify(failure);
        return problem == null ? 0 : problem.status();
    }
}
