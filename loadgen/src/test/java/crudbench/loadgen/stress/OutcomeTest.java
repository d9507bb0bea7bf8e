package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OutcomeTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(
            nullValues = "none",
            value = {
                "200, application/json,                         OK",
                "201, application/json,                         OK",
                "204, none,                                     OK",
                "503, application/problem+json,                 PROBLEM_503",
                "503, 'Application/Problem+JSON; charset=utf-8', PROBLEM_503",
                "503, text/html,                                OTHER_503",
                "503, none,                                     OTHER_503",
                "500, application/problem+json,                 SERVER_ERROR",
                "502, text/plain,                               SERVER_ERROR",
                "404, application/problem+json,                 CLIENT_ERROR",
                "302, none,                                     OTHER_STATUS"
            })
    void classifiesStatusAndMediaType(int status, String contentType, Outcome expected) {
        assertThat(Outcome.of(status, contentType)).isEqualTo(expected);
    }
}
