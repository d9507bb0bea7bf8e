package crudbench.spring.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.boot.web.servlet.FilterRegistration;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Actuator also maps /health/{component}, and answers a name it does not know with an
 * empty 404. The contract lists /health alone, so anything below it is a 404 problem,
 * through the container's error page (ErrorProblems). Tomcat runs this filter for /health and
 * the paths below it only (a servlet path pattern "/health/*" takes /health too, which passes);
 * other requests never reach it.
 */
@Component
@FilterRegistration(urlPatterns = "/health/*")
class HealthPaths extends OncePerRequestFilter {

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !request.getRequestURI().startsWith("/health/");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException {
        response.sendError(HttpServletResponse.SC_NOT_FOUND);
    }
}
