package crudbench.micronaut.db;

import io.micronaut.context.BeanProvider;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import io.r2dbc.pool.ConnectionPool;
import io.r2dbc.pool.ConnectionPoolConfiguration;
import io.r2dbc.pool.PoolingConnectionFactoryProvider;
import io.r2dbc.spi.ConnectionFactory;
import io.r2dbc.spi.ConnectionFactoryOptions;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What application.properties cannot say about the pool. Its acquire timeout is an ISO-8601
 * duration there (r2dbc-pool's default: none, a request waits forever), which a millisecond
 * variable cannot be written as; it is set here from DB_ACQUIRE_TIMEOUT_MS, with no idle timeout (its
 * default, 30 minutes, also an ISO-8601 duration there). And the pool opens
 * its initialSize connections at startup rather than on the first request, as Hikari does.
 */
@Singleton
final class PoolSettings implements BeanCreatedEventListener<ConnectionFactoryOptions.Builder> {

    private static final Logger LOG = LoggerFactory.getLogger(PoolSettings.class);

    private final Duration acquireTimeout;
    /** Looked up at startup: the pool is built from the options this bean completes. */
    private final BeanProvider<ConnectionFactory> connectionFactory;

    PoolSettings(
            @Value("${crudbench.acquire-timeout-ms}") long acquireTimeoutMs,
            BeanProvider<ConnectionFactory> connectionFactory) {
        this.acquireTimeout = Duration.ofMillis(acquireTimeoutMs);
        this.connectionFactory = connectionFactory;
    }

    @Override
    public ConnectionFactoryOptions.Builder onCreated(BeanCreatedEvent<ConnectionFactoryOptions.Builder> event) {
        return event.getBean()
                .option(PoolingConnectionFactoryProvider.MAX_ACQUIRE_TIME, acquireTimeout)
                // Parity: a connection lives as long as the app (r2dbc-pool: closed after 30 minutes idle, by a
                // background eviction, and opened again inside whichever slice next needs it).
                .option(PoolingConnectionFactoryProvider.MAX_IDLE_TIME, ConnectionPoolConfiguration.NO_TIMEOUT);
    }

    @EventListener
    void warmUp(ServerStartupEvent event) {
        if (connectionFactory.get() instanceof ConnectionPool pool) {
            pool.warmup()
                    .subscribe(
                            connections -> LOG.info("r2dbc-pool warmed up: {} connections", connections),
                            failure -> LOG.warn(
                                    "r2dbc-pool warm-up failed; connections open on demand: {}", failure.toString()));
        }
    }
}
