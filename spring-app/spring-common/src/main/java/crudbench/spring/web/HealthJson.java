package crudbench.spring.web;

import org.springframework.boot.actuate.endpoint.ApiVersion;
import org.springframework.boot.actuate.endpoint.web.EndpointMediaTypes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;

/**
 * /health is Actuator's health endpoint. The contract answers it as application/json, while
 * Actuator, when a client names no type, picks its own vendor type; this puts
 * application/json first and keeps the vendor types for clients that ask for them.
 */
@Configuration(proxyBeanMethods = false)
class HealthJson {

    @Bean
    EndpointMediaTypes endpointMediaTypes() {
        return new EndpointMediaTypes(
                MediaType.APPLICATION_JSON_VALUE,
                ApiVersion.V3.getProducedMimeType().toString(),
                ApiVersion.V2.getProducedMimeType().toString());
    }
}
