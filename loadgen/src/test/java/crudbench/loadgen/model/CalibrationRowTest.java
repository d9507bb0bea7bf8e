package crudbench.loadgen.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CalibrationRowTest {

    private static CalibrationRow row(String pair, int cells, int inside) {
        return new CalibrationRow("epochs", pair, cells, inside, 0.1, 0.2, 1);
    }

    @Test
    void aPairTooSmallToJudgeAloneCountsInTheTotalOnly() {
        assertThat(CalibrationRow.JUDGED_ALONE).isEqualTo(10);
        List<CalibrationRow> rows =
                List.of(row("a and b", 54, 52), row("c and d", 8, 7), row(CalibrationRow.EVERY_PAIR, 62, 59));
        assertThat(CalibrationRow.kept(rows, "epochs")).isTrue();
    }

    @Test
    void aPairLargeEnoughFailsTheMethodOnItsOwn() {
        List<CalibrationRow> rows =
                List.of(row("a and b", 54, 54), row("c and d", 10, 8), row(CalibrationRow.EVERY_PAIR, 64, 62));
        assertThat(CalibrationRow.kept(rows, "epochs")).isFalse();
    }

    @Test
    void theTotalIsAlwaysJudged() {
        List<CalibrationRow> rows =
                List.of(row("a and b", 8, 6), row("c and d", 8, 6), row(CalibrationRow.EVERY_PAIR, 16, 12));
        assertThat(CalibrationRow.kept(rows, "epochs")).isFalse();
    }
}
