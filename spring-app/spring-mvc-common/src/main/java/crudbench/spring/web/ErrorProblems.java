package crudbench.spring.web;

import crudbench.api.Problems;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The container's error page (Boot registers /error for every error status) in place of
 * Boot's whitelabel page and error JSON: an error that no controller answered, such as
 * BodyLimit's 413, leaves as a problem too. Asked for directly, /error is a path the
 * contract does not list: 404.
 */
@RestController
class ErrorProblems implements ErrorController {

    @RequestMapping("${spring.web.error.path:/error}")
    ResponseEntity<Object> error(HttpServletRequest request) {
        int status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) instanceof Integer code ? code : 404;
        return ProblemHandlers.response(status, Problems.detail(status));
    }
}
