package crudbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProblemsTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(
            delimiter = ';',
            value = {
                "400; Bad Request; the request is not valid",
                "404; Not Found; no such resource",
                "405; Method Not Allowed; this method is not allowed here",
                "409; Conflict; Conflict",
                "413; Content Too Large; the body is larger than 64 KiB",
                "415; Unsupported Media Type; the body must be application/json",
                "503; Service Unavailable; Service Unavailable",
                "500; Internal Server Error; Internal Server Error",
                "418; Client Error; Client Error"
            })
    void everyStatusHasTheContractsTitleAndAFrameworkAnswerItsDetail(int status, String title, String detail) {
        assertThat(Problems.title(status)).isEqualTo(title);
        assertThat(Problem.of(status)).isEqualTo(new Problem("about:blank", title, status, detail));
        assertThat(Problem.of(status, "why")).isEqualTo(new Problem("about:blank", title, status, "why"));
    }
}
