package crudbench.spring.web;

import io.netty.channel.ChannelOption;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.reactor.netty.NettyReactiveWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.stereotype.Component;

/**
 * Parity: the server's listen backlog is HTTP_ACCEPT_BACKLOG, as in every variant. Boot has no
 * property for Reactor Netty's, which is Netty's default (the kernel's somaxconn) unless told.
 */
@Component
class AcceptBacklog implements WebServerFactoryCustomizer<NettyReactiveWebServerFactory> {

    private final int backlog;

    AcceptBacklog(@Value("${crudbench.accept-backlog}") int backlog) {
        this.backlog = backlog;
    }

    @Override
    public void customize(NettyReactiveWebServerFactory factory) {
        factory.addServerCustomizers(server -> server.option(ChannelOption.SO_BACKLOG, backlog));
    }
}
