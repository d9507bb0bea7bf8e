package crudbench.loadgen.tuning;

import crudbench.loadgen.results.RatioInterval;
import java.util.Map;

/**
 * What one setting did to one variant, against the same variant at parity in the same rounds.
 *
 * @param variant    the variant's id
 * @param label      the session's label ({@code spring-r2dbc@R2DBC_FORCE_BINARY=true})
 * @param settings   what it changed from parity
 * @param throughput the setting's throughput over parity's, closed model at the reference users, averaged over
 *                   the scenarios (a geometric mean of their ratios, round by round)
 * @param appCpu     its app CPU per request over parity's at the open model's equal load, averaged the same
 *                   way; null where no rate was served by every session
 * @param decision    better, worse, a trade-off or no clear difference
 */
public record SettingGain(
        String variant,
        String label,
        Map<String, String> settings,
        RatioInterval throughput,
        RatioInterval appCpu,
        Decision decision) {

    /** How a setting compares with parity, by its two intervals. */
    public enum Decision {
        /** One figure clearly better, the other not clearly worse: kept. */
        BETTER("better: kept"),
        /** One figure clearly better and the other clearly worse: not kept, the answer is not one number. */
        TRADE_OFF("a trade-off: not kept"),
        /** One figure clearly worse, neither clearly better. */
        WORSE("worse"),
        /** Every interval holds 1.00x. */
        UNCLEAR("no clear difference");

        private final String words;

        Decision(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    public SettingGain {
        settings = Map.copyOf(settings);
    }

    /** The decision these two intervals give: higher throughput and lower CPU per request are better. */
    static Decision judge(RatioInterval throughput, RatioInterval appCpu) {
        boolean better = up(throughput) || (appCpu != null && down(appCpu));
        boolean worse = down(throughput) || (appCpu != null && up(appCpu));
        if (better) {
            return worse ? Decision.TRADE_OFF : Decision.BETTER;
        }
        return worse ? Decision.WORSE : Decision.UNCLEAR;
    }

    private static boolean up(RatioInterval i) {
        return i != null && i.clear() && i.low() > 1;
    }

    private static boolean down(RatioInterval i) {
        return i != null && i.clear() && i.high() < 1;
    }

    public boolean kept() {
        return decision == Decision.BETTER;
    }
}
