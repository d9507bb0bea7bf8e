package crudbench.spring.db;

import io.r2dbc.postgresql.PostgresqlConnectionFactoryProvider;
import io.r2dbc.spi.ConnectionFactoryOptions;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.r2dbc.autoconfigure.ConnectionFactoryOptionsBuilderCustomizer;
import org.springframework.http.client.ReactorResourceFactory;
import org.springframework.stereotype.Component;
import reactor.netty.resources.LoopResources;

/**
 * Parity: IO_THREADS counts every event loop, for HTTP and for the driver, as in Vert.x.
 * r2dbc-postgresql would otherwise open a second Reactor Netty loop group (TcpResources) of
 * the same size beside the HTTP server's, and on it the pool's connections land on only every
 * other loop; here it shares the server's loops. r2dbc-pool (1.0.1 and later, r2dbc-pool#190)
 * starts each connect off the event loops, so colocation does not pin the pool to one loop.
 *
 * <p>R2DBC_LOOPS (an option for `just findings`, which re-tests the published claims about
 * #190) puts the driver elsewhere: {@code driver}, r2dbc-postgresql's own default loops
 * (Reactor Netty's shared, colocated group), or {@code dedicated}, a group of IO_THREADS loops
 * of its own without colocation, the workaround of the study that traced #190.
 */
@Component
class PoolOnServerLoops implements ConnectionFactoryOptionsBuilderCustomizer {

    private final ReactorResourceFactory server;
    private final String loops;
    private final int ioThreads;

    PoolOnServerLoops(
            ReactorResourceFactory server,
            @Value("${crudbench.r2dbc-loops}") String loops,
            @Value("${crudbench.io-threads}") int ioThreads) {
        this.server = server;
        this.loops = loops;
        this.ioThreads = ioThreads;
    }

    @Override
    public void customize(ConnectionFactoryOptions.Builder options) {
        switch (loops) {
            case "server" ->
                options.option(PostgresqlConnectionFactoryProvider.LOOP_RESOURCES, server.getLoopResources());
            case "driver" -> {
                // r2dbc-postgresql's default: Reactor Netty's global TcpResources
            }
            case "dedicated" ->
                options.option(
                        PostgresqlConnectionFactoryProvider.LOOP_RESOURCES,
                        LoopResources.create("r2dbc-dedicated", 1, ioThreads, true, false));
            default ->
                throw new IllegalArgumentException("R2DBC_LOOPS must be server, driver or dedicated, got " + loops);
        }
    }
}
