package crudbench.micronaut.db;

import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.EventLoopGroupRegistry;
import io.netty.channel.EventLoopGroup;
import io.r2dbc.postgresql.PostgresqlConnectionFactoryProvider;
import io.r2dbc.spi.ConnectionFactoryOptions;
import jakarta.inject.Singleton;
import reactor.netty.resources.LoopResources;

/**
 * Parity: IO_THREADS counts every event loop, for HTTP and for the driver, as in Vert.x.
 * r2dbc-postgresql would otherwise open Reactor Netty's own loop group (TcpResources) beside
 * Micronaut's, as many loops again; here it runs on the loops of Micronaut's HTTP server. They
 * are NIO loops, so the driver's channels are NIO channels too. Reactor Netty spreads the pool's
 * connections over them round robin: a custom LoopResources does not colocate.
 */
@Singleton
final class PoolOnServerLoops implements BeanCreatedEventListener<ConnectionFactoryOptions.Builder> {

    private final EventLoopGroupRegistry loops;

    PoolOnServerLoops(EventLoopGroupRegistry loops) {
        this.loops = loops;
    }

    @Override
    public ConnectionFactoryOptions.Builder onCreated(BeanCreatedEvent<ConnectionFactoryOptions.Builder> event) {
        EventLoopGroup server = loops.getDefaultEventLoopGroup();
        // Micronaut shuts its loops down itself; LoopResources' default dispose leaves them alone.
        LoopResources onServerLoops = useNative -> server;
        return event.getBean().option(PostgresqlConnectionFactoryProvider.LOOP_RESOURCES, onServerLoops);
    }
}
