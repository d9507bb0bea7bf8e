package crudbench.micronaut.web;

import crudbench.api.Problem;
import crudbench.api.Problems;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.micronaut.json.JsonMapper;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The 64 KiB body limit for chunked bodies (those without a Content-Length). Micronaut 4.7
 * enforces micronaut.server.max-request-size on them too and answers 413, but then fails the
 * request a second time as it discards the rest of the body, and logs "Already completed" as
 * an ERROR. So a chunked body is read here, in front of Micronaut, up to the limit: Micronaut
 * receives it whole, with a Content-Length, and a larger one is answered here. Bodies that
 * declare a Content-Length pass untouched; Micronaut rejects those by their header.
 */
@Singleton
final class BodyLimit implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

    private final int maxBodySize;
    private final byte[] tooLarge;

    BodyLimit(@Value("${micronaut.server.max-request-size}") int maxBodySize, JsonMapper json) {
        this.maxBodySize = maxBodySize;
        try {
            this.tooLarge = json.writeValueAsBytes(Problem.of(413));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(new Customizer(null));
        return event.getBean();
    }

    private final class Customizer implements NettyServerCustomizer {

        private final Channel channel;

        Customizer(Channel channel) {
            this.channel = channel;
        }

        @Override
        public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
            return new Customizer(channel);
        }

        @Override
        public void onStreamPipelineBuilt() {
            if (channel.pipeline().get(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC) != null) {
                channel.pipeline()
                        .addAfter(
                                ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC,
                                "crudbench-chunked-body-limit",
                                new ChunkedBodyLimit());
            }
        }
    }

    /** Netty's aggregator, applied to chunked requests only, answering an oversized one with the contract's problem. */
    private final class ChunkedBodyLimit extends HttpObjectAggregator {

        private boolean chunked;

        ChunkedBodyLimit() {
            super(maxBodySize);
        }

        @Override
        public boolean acceptInboundMessage(Object msg) throws Exception {
            if (msg instanceof HttpRequest request) {
                chunked = HttpUtil.isTransferEncodingChunked(request);
            }
            return chunked && super.acceptInboundMessage(msg);
        }

        @Override
        protected void handleOversizedMessage(ChannelHandlerContext ctx, HttpMessage oversized) {
            FullHttpResponse response = new DefaultFullHttpResponse(
                    HttpVersion.HTTP_1_1,
                    HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE,
                    Unpooled.wrappedBuffer(tooLarge));
            response.headers()
                    .set(HttpHeaderNames.CONTENT_TYPE, Problems.MEDIA_TYPE)
                    .setInt(HttpHeaderNames.CONTENT_LENGTH, tooLarge.length)
                    .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
            // The rest of the body stays unread on the connection, so it cannot be reused.
            ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
        }
    }
}
