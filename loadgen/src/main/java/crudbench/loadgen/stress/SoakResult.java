package crudbench.loadgen.stress;

import java.util.List;

/** soak.json: the soak's facts, its requests second by second and the app's RSS samples. */
public record SoakResult(SoakFacts facts, List<Second> seconds, List<RssSample> rss) {

    public SoakResult {
        seconds = List.copyOf(seconds);
        rss = List.copyOf(rss);
    }
}
