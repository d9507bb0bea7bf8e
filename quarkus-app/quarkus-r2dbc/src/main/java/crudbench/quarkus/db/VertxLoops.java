package crudbench.quarkus.db;

import io.netty.channel.EventLoopGroup;
import io.vertx.core.Vertx;
import io.vertx.core.impl.VertxInternal;
import reactor.netty.resources.LoopResources;

/**
 * Reactor Netty's loop resources over Quarkus' own Vert.x event loops, for r2dbc-postgresql:
 * its connections live on the IO_THREADS loops that also serve HTTP, as the Vert.x PG client's
 * do in quarkus-reactive, instead of on a second group of Reactor Netty's own. The loops are NIO
 * (Quarkus' default transport), and Reactor Netty picks its channel class by the group's type,
 * so the connections are NIO channels. Vert.x owns the loops: disposing of these resources (the
 * interface's defaults) leaves them running.
 *
 * <p>The group is handed out as it is, without Reactor Netty's colocation: a connect takes the
 * group's next loop in turn, and r2dbc-pool 1.0.2 starts every connect off the loops anyway
 * (r2dbc-pool#190), so the pool's connections spread over all loops.
 */
final class VertxLoops implements LoopResources {

    private final EventLoopGroup loops;

    VertxLoops(Vertx vertx) {
        this.loops = ((VertxInternal) vertx).getEventLoopGroup();
    }

    @Override
    public EventLoopGroup onClient(boolean useNative) {
        return loops;
    }

    @Override
    public EventLoopGroup onServer(boolean useNative) {
        return loops;
    }
}
