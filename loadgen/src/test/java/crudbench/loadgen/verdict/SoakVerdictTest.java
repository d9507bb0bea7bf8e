package crudbench.loadgen.verdict;

import static crudbench.loadgen.stress.Answers.steady;
import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.stress.Answers;
import crudbench.loadgen.stress.Outcome;
import crudbench.loadgen.stress.RssSample;
import crudbench.loadgen.stress.SoakFacts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The soak's rules, on a 100 s soak at 100/s: its second tenth is 10..20 s, its last 90..100 s. */
class SoakVerdictTest {

    private static final Limits LIMITS = Limits.standard(2000, 3000);
    private static final int RATE = 100;
    private static final double SOAK_MS = 100_000;

    /** RSS of {@code mb} MB, rising to {@code endMb} in the last tenth. */
    private static List<RssSample> rss(double mb, double endMb) {
        List<RssSample> samples = new ArrayList<>();
        for (int s = 0; s < 100; s++) {
            samples.add(new RssSample(s * 1000.0, (long) ((s >= 90 ? endMb : mb) * 1e6)));
        }
        return samples;
    }

    /** Every request of the soak a 2xx after 10 ms. */
    private static Answers steadyTenMs() {
        return new Answers().add(steady(0, SOAK_MS).inMs(10));
    }

    private static SoakFacts facts(Answers answers, List<RssSample> rss) {
        return SoakFacts.of(answers.recorded(), rss, RATE, SOAK_MS);
    }

    private static Verdict verdict(Answers answers, List<RssSample> rss) {
        return SoakVerdict.of("v", facts(answers, rss), LIMITS);
    }

    @Test
    void passesSteady() {
        Verdict verdict = verdict(steadyTenMs(), rss(600, 620));
        assertThat(verdict.failures()).isEmpty();
        assertThat(verdict.numbers())
                .isEqualTo("100/s for 100 s: 0 errors; RSS 600 MB to 620 MB (+3.3%); p99 10 ms to 10 ms");
    }

    @Test
    void failsOnOneError() {
        assertThat(verdict(steadyTenMs().one(50, 60, Outcome.PROBLEM_503), rss(600, 600))
                        .failures())
                .startsWith("no errors (2xx 100.0%, 503 problem 0.0%");
    }

    @Test
    void failsWhenMemoryGrowsByTheLimitOrMore() {
        assertThat(verdict(steadyTenMs(), rss(600, 659)).passed()).isTrue();
        assertThat(verdict(steadyTenMs(), rss(600, 660)).failures()).isEqualTo("RSS grows less than 10.0% (+10.0%)");
    }

    @Test
    void failsWhenTheLastTenthsP99ExceedsTheSecondTenthsByMoreThanTheShareAndSlack() {
        Answers justUnder = new Answers()
                .add(steady(0, 90_000).inMs(10))
                .add(steady(90_000, SOAK_MS).inMs(13.9));
        assertThat(verdict(justUnder, rss(600, 600)).passed())
                .as("just under 10 ms * 1.2 + 2 ms")
                .isTrue();
        Answers over = new Answers()
                .add(steady(0, 90_000).inMs(10))
                .add(steady(90_000, SOAK_MS).inMs(15));
        assertThat(verdict(over, rss(600, 600)).failures())
                .isEqualTo("p99 at the end within 20.0% + 2.0 ms of the second tenth's (10 ms to 15 ms)");
    }

    @Test
    void theFirstTenthDoesNotCount() {
        Answers slowStart = new Answers()
                .add(steady(0, 10_000).inMs(500))
                .add(steady(10_000, SOAK_MS).inMs(10));
        List<RssSample> rss = new ArrayList<>(rss(600, 600));
        rss.set(0, new RssSample(0, 100_000_000));
        assertThat(verdict(slowStart, rss).passed()).isTrue();
    }

    @Test
    void memoryThatCannotBeReadIsNotJudged() {
        Verdict verdict = verdict(steadyTenMs(), List.of());
        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.checks())
                .filteredOn(c -> c.rule().startsWith("RSS"))
                .singleElement()
                .extracting(Check::seen)
                .isEqualTo("not measurable here");
    }
}
