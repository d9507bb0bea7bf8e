package crudbench.micronaut.db;

import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.http.netty.channel.EventLoopGroupRegistry;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.file.FileSystemOptions;
import io.vertx.core.impl.ContextInternal;
import io.vertx.core.impl.VertxBuilder;
import io.vertx.core.impl.VertxInternal;
import io.vertx.core.impl.transports.JDKTransport;
import java.util.concurrent.ThreadFactory;

/**
 * Vert.x on the event loops of Micronaut's HTTP server: IO_THREADS counts every loop, for HTTP and
 * for the driver, as in Quarkus, where the HTTP server and the client share Vert.x' loops.
 *
 * <p>Micronaut owns the loops (NIO, IO_THREADS of them, shut down with the server); Vert.x is
 * built on a NIO transport that hands it that group instead of creating its own. The reverse,
 * Micronaut on Vert.x' loops, would make the loops Vert.x threads, whose blocked-thread checker
 * cannot tell Micronaut's work from a stuck Vert.x task.
 *
 * <p>A handler calls the pool from a Micronaut loop thread, which has no Vert.x context: Vert.x
 * would then make one on a loop of its choice (its round robin), and deliver every result there,
 * one thread hop away from the request's channel. So each loop thread is given, once, the
 * event-loop context of its own loop as the current context, as a Vert.x HTTP server's loop
 * has: a query started by a handler answers on the handler's loop, and a connection the pool
 * opens for it lives there too.
 */
@Factory
final class VertxOnServerLoops {

    // Made at startup, on the main thread: it waits for a task on each loop, which a loop cannot do for itself.
    @Context
    @Bean(preDestroy = "close")
    Vertx vertx(EventLoopGroupRegistry registry) {
        EventLoopGroup loops = registry.getDefaultEventLoopGroup();
        VertxOptions options = new VertxOptions()
                // an API: no files to serve from the classpath, so no cache directory for them
                .setFileSystemOptions(
                        new FileSystemOptions().setFileCachingEnabled(false).setClassPathResolvingEnabled(false));
        VertxInternal vertx = (VertxInternal) new VertxBuilder(options)
                .findTransport(new OnLoops(loops))
                .init()
                .vertx();
        ClassLoader classLoader = VertxOnServerLoops.class.getClassLoader();
        for (EventExecutor executor : loops) {
            EventLoop loop = (EventLoop) executor;
            ContextInternal context = vertx.createEventLoopContext(loop, null, classLoader);
            // Never ended: the loop's base context, which Vert.x' own dispatches on it restore when they end.
            loop.submit(context::beginDispatch).syncUninterruptibly();
        }
        return vertx;
    }

    /** NIO, as every variant, with the given loops for Vert.x' event loops and its (unused) acceptor. */
    private static final class OnLoops extends JDKTransport {

        private final EventLoopGroup loops;

        OnLoops(EventLoopGroup loops) {
            this.loops = loops;
        }

        @Override
        public EventLoopGroup eventLoopGroup(int type, int nThreads, ThreadFactory threadFactory, int ioRatio) {
            return loops;
        }
    }
}
