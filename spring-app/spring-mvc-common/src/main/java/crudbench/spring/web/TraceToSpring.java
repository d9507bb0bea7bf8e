package crudbench.spring.web;

import org.apache.catalina.connector.Connector;
import org.springframework.boot.tomcat.TomcatConnectorCustomizer;
import org.springframework.stereotype.Component;

/**
 * Tomcat answers TRACE itself, before Spring MVC sees it: a 405 with no problem body, an
 * Allow header naming every method the servlet knows, and that on unknown paths too. With
 * TRACE let through (and spring.mvc.dispatch-trace-request), Spring MVC answers it as any
 * other method its mappings lack: 405 with the path's own Allow, or 404.
 */
@Component
class TraceToSpring implements TomcatConnectorCustomizer {

    @Override
    public void customize(Connector connector) {
        connector.setAllowTrace(true);
    }
}
