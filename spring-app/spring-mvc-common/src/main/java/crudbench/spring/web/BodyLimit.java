package crudbench.spring.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The contract's 64 KiB body limit, which neither Tomcat nor Spring MVC enforces for a JSON
 * body: at once when the declared Content-Length is too large; a body without one (chunked)
 * is read here, up to the limit, and handed on from memory. The 413 goes through the
 * container's error page (ErrorProblems); Tomcat closes the connection after it, as the
 * unread rest of the body leaves it unusable.
 */
@Component
class BodyLimit extends OncePerRequestFilter {

    private final int limit;

    BodyLimit(@Value("${crudbench.max-body-size}") DataSize limit) {
        this.limit = Math.toIntExact(limit.toBytes());
    }

    /**
     * A request without a body, or with one that declares a length within the limit, goes on
     * untouched: only a declared length over the limit or a chunked body has anything to check.
     */
    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        long length = request.getContentLengthLong();
        return length >= 0 ? length <= limit : request.getHeader(HttpHeaders.TRANSFER_ENCODING) == null;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getContentLengthLong() > limit) {
            response.sendError(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
            return;
        }
        byte[] body = request.getInputStream().readNBytes(limit + 1);
        if (body.length > limit) {
            response.sendError(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
            return;
        }
        chain.doFilter(new ReadBody(request, body), response);
    }

    /** A request whose body has been read already. */
    private static final class ReadBody extends HttpServletRequestWrapper {

        private final byte[] body;

        ReadBody(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] b, int off, int len) {
                    return in.read(b, off, len);
                }

                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body has been read already");
                }
            };
        }
    }
}
