package crudbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ParamsTest {

    @ParameterizedTest(name = "id {0} -> {1}")
    @CsvSource({"1, 1", "42, 42", "0042, 42", "9223372036854775807, 9223372036854775807"})
    void anIdIsDecimalDigitsFromOne(String raw, long expected) {
        assertThat(Params.id(raw)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "id \"{0}\": {1}")
    @CsvSource(
            delimiter = ';',
            value = {
                "0; id must be a positive 64-bit integer",
                "-1; id must be a non-negative decimal integer",
                "+1; id must be a non-negative decimal integer",
                "1.5; id must be a non-negative decimal integer",
                "1e3; id must be a non-negative decimal integer",
                "0x10; id must be a non-negative decimal integer",
                "' 1'; id must be a non-negative decimal integer",
                "１; id must be a non-negative decimal integer",
                "''; id must be a non-negative decimal integer",
                "9223372036854775808; id is larger than a 64-bit integer",
                "99999999999999999999999; id is larger than a 64-bit integer"
            })
    void aBadIdIsABadRequestThatSaysWhy(String raw, String detail) {
        assertThatThrownBy(() -> Params.id(raw)).isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.status()).isEqualTo(400);
            assertThat(e.getMessage()).isEqualTo(detail);
        });
    }

    @ParameterizedTest(name = "limit \"{0}\" -> {1}")
    @CsvSource(
            nullValues = "null",
            value = {"null, 10", "'', 10", "1, 1", "10, 10", "1000, 1000", "0999, 999"})
    void aLimitIsFromOneToAThousandAndTenWhenAbsent(String raw, int expected) {
        assertThat(Params.limit(raw)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "limit \"{0}\"")
    @ValueSource(strings = {"0", "1001", "-1", "abc", "1.5", "99999999999999999999", " 5"})
    void aLimitOutsideItsRangeIsABadRequest(String raw) {
        assertThatThrownBy(() -> Params.limit(raw))
                .isInstanceOfSatisfying(
                        ProblemException.class, e -> assertThat(e.status()).isEqualTo(400));
    }

    @ParameterizedTest(name = "afterId \"{0}\" -> {1}")
    @CsvSource(
            nullValues = "null",
            value = {"null, 0", "'', 0", "0, 0", "17, 17", "9223372036854775807, 9223372036854775807"})
    void afterIdIsANonNegativeIdAndZeroWhenAbsent(String raw, long expected) {
        assertThat(Params.afterId(raw)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "afterId \"{0}\"")
    @ValueSource(strings = {"-1", "abc", "1.5", "9223372036854775808"})
    void aBadAfterIdIsABadRequest(String raw) {
        assertThatThrownBy(() -> Params.afterId(raw))
                .isInstanceOfSatisfying(
                        ProblemException.class, e -> assertThat(e.status()).isEqualTo(400));
    }
}
