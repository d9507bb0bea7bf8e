package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The soak's rules, on a 100 s soak: its second tenth is 10..20 s, its last 90..100 s. */
class SoakFactsTest {

    private static final Limits LIMITS = Limits.standard(2000, 3000);

    /** RSS of {@code mb} MB, rising to {@code endMb} in the last tenth. */
    private static List<RssSample> rss(double mb, double endMb) {
        List<RssSample> samples = new ArrayList<>();
        for (int s = 0; s < 100; s++) {
            samples.add(new RssSample(s * 1000.0, (long) ((s >= 90 ? endMb : mb) * 1e6)));
        }
        return samples;
    }

    private static Verdict verdict(List<Answer> answers, List<RssSample> rss) {
        return SoakFacts.of(answers, rss, 100, 100_000, true, List.of()).verdict("v", LIMITS);
    }

    @Test
    void passesSteady() {
        SoakFacts facts = SoakFacts.of(
                new Answers().steady(0, 100_000, 100, Outcome.OK, 10).list(),
                rss(600, 620),
                100,
                100_000,
                true,
                List.of());
        Verdict verdict = facts.verdict("v", LIMITS);
        assertThat(verdict.failures()).isEmpty();
        assertThat(verdict.numbers())
                .isEqualTo("100/s for 100 s: 0 errors; RSS 600 MB to 620 MB (+3.3%); p99 10 ms to 10 ms");
    }

    @Test
    void failsOnOneError() {
        List<Answer> answers = new Answers()
                .steady(0, 100_000, 100, Outcome.OK, 10)
                .one(50, 60, Outcome.PROBLEM_503)
                .list();
        assertThat(verdict(answers, rss(600, 600)).failures()).startsWith("no errors (2xx 100.0%, 503 problem 0.0%");
    }

    @Test
    void failsWhenMemoryGrowsByTheLimitOrMore() {
        List<Answer> answers =
                new Answers().steady(0, 100_000, 100, Outcome.OK, 10).list();
        assertThat(verdict(answers, rss(600, 659)).passed()).isTrue();
        assertThat(verdict(answers, rss(600, 660)).failures()).isEqualTo("RSS grows less than 10.0% (+10.0%)");
    }

    @Test
    void failsWhenTheLastTenthsP99ExceedsTheSecondTenthsByMoreThanTheShareAndSlack() {
        Answers answers = new Answers().steady(0, 90_000, 100, Outcome.OK, 10);
        assertThat(verdict(
                                new Answers()
                                        .steady(0, 90_000, 100, Outcome.OK, 10)
                                        .steady(90_000, 100_000, 100, Outcome.OK, 13.9)
                                        .list(),
                                rss(600, 600))
                        .passed())
                .as("just under 10 ms * 1.2 + 2 ms")
                .isTrue();
        assertThat(verdict(answers.steady(90_000, 100_000, 100, Outcome.OK, 15).list(), rss(600, 600))
                        .failures())
                .isEqualTo("p99 at the end within 20.0% + 2.0 ms of the second tenth's (10 ms to 15 ms)");
    }

    @Test
    void theFirstTenthDoesNotCount() {
        List<Answer> answers = new Answers()
                .steady(0, 10_000, 100, Outcome.OK, 500)
                .steady(10_000, 100_000, 100, Outcome.OK, 10)
                .list();
        List<RssSample> rss = new ArrayList<>(rss(600, 600));
        rss.set(0, new RssSample(0, 100_000_000));
        assertThat(verdict(answers, rss).passed()).isTrue();
    }
}
