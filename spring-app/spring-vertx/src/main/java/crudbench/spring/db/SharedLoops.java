package crudbench.spring.db;

import io.netty.channel.EventLoopGroup;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.impl.VertxThread;
import io.vertx.core.internal.VertxBootstrap;
import io.vertx.core.internal.VertxInternal;
import io.vertx.core.spi.VertxThreadFactory;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.ReactorResourceFactory;
import reactor.core.scheduler.NonBlocking;
import reactor.netty.resources.LoopResources;

/**
 * Parity: IO_THREADS counts every event loop, for HTTP and for the driver, as in Vert.x' own
 * HTTP server (quarkus-reactive). Spring has no Vert.x integration, so this app starts Vert.x
 * itself, with IO_THREADS event loops, and Reactor Netty's HTTP server runs on those same
 * loops: one group of threads, named vert.x-eventloop-thread-N, serves HTTP and the pool.
 * Both use NIO: Vert.x takes a native transport only when asked to, and Reactor Netty picks
 * the channel type that fits the group it is given (and no native transport is on the
 * classpath).
 */
@Configuration(proxyBeanMethods = false)
class SharedLoops implements DisposableBean {

    private final Vertx vertx;

    SharedLoops(@Value("${crudbench.io-threads}") int ioThreads) {
        VertxOptions options =
                new VertxOptions().setEventLoopPoolSize(ioThreads).setPreferNativeTransport(false);
        this.vertx = VertxBootstrap.create()
                .options(options)
                .threadFactory(new ReactorAwareThreads())
                .init()
                .vertx();
    }

    /** Closed by {@link #destroy()}, which waits for it (Spring would not wait for a Vert.x Future). */
    @Bean(destroyMethod = "")
    Vertx vertx() {
        return vertx;
    }

    /**
     * The loops of Boot's Reactor Netty server. Boot's own NettyServerCustomizer cannot choose
     * them: the server takes this factory's loops after the customizers ran.
     */
    @Bean
    ReactorResourceFactory reactorResourceFactory() {
        ReactorResourceFactory resources = new ReactorResourceFactory();
        resources.setUseGlobalResources(false);
        resources.setLoopResources(new VertxLoops(((VertxInternal) vertx).nettyEventLoopGroup()));
        return resources;
    }

    /** After the server has stopped and the pool has closed (both depend on Vert.x). */
    @Override
    public void destroy() {
        vertx.close().timeout(10, TimeUnit.SECONDS).await();
    }

    /**
     * Reactor Netty's server groups, for accepting and for serving connections alike, are Vert.x'
     * event-loop group; Vert.x owns and closes them.
     */
    private record VertxLoops(EventLoopGroup loops) implements LoopResources {

        @Override
        public EventLoopGroup onServer(boolean useNative) {
            return loops;
        }
    }

    /**
     * Vert.x event-loop threads that Reactor knows as non-blocking, as it knows Reactor Netty's
     * own: a block() on them fails loudly instead of stalling the loop.
     */
    private static final class ReactorAwareThreads implements VertxThreadFactory {

        @Override
        public VertxThread newVertxThread(
                Runnable target, String name, boolean worker, long maxExecTime, TimeUnit maxExecTimeUnit) {
            return worker
                    ? new VertxThread(target, name, true, maxExecTime, maxExecTimeUnit)
                    : new EventLoopThread(target, name, maxExecTime, maxExecTimeUnit);
        }
    }

    private static final class EventLoopThread extends VertxThread implements NonBlocking {

        EventLoopThread(Runnable target, String name, long maxExecTime, TimeUnit maxExecTimeUnit) {
            super(target, name, false, maxExecTime, maxExecTimeUnit);
        }
    }
}
