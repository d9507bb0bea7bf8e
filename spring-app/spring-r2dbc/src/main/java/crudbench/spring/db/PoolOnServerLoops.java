package crudbench.spring.db;

import io.r2dbc.postgresql.PostgresqlConnectionFactoryProvider;
import io.r2dbc.spi.ConnectionFactoryOptions;
import org.springframework.boot.r2dbc.autoconfigure.ConnectionFactoryOptionsBuilderCustomizer;
import org.springframework.http.client.ReactorResourceFactory;
import org.springframework.stereotype.Component;

/**
 * Parity: IO_THREADS counts every event loop, for HTTP and for the driver, as in Vert.x.
 * r2dbc-postgresql would otherwise open a second Reactor Netty loop group (TcpResources) of
 * the same size beside the HTTP server's, and on it the pool's connections land on only every
 * other loop; here it shares the server's loops. r2dbc-pool (1.0.1 and later, r2dbc-pool#190)
 * starts each connect off the event loops, so colocation does not pin the pool to one loop.
 */
@Component
class PoolOnServerLoops implements ConnectionFactoryOptionsBuilderCustomizer {

    private final ReactorResourceFactory server;

    PoolOnServerLoops(ReactorResourceFactory server) {
        this.server = server;
    }

    @Override
    public void customize(ConnectionFactoryOptions.Builder options) {
        options.option(PostgresqlConnectionFactoryProvider.LOOP_RESOURCES, server.getLoopResources());
    }
}
