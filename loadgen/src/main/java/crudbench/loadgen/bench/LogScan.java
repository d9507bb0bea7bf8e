package crudbench.loadgen.bench;

import crudbench.harness.launch.App;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.Flag.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What an app's log says once its run is over: a blocked event loop or a blocking call where
 * none may be (each framework's own report, {@link App#BLOCKED_EVENT_LOOP}), and ERROR lines.
 */
final class LogScan {

    private static final Pattern ERROR = Pattern.compile("\\bERROR\\b");

    private LogScan() {}

    /**
     * @param shown how the flags name the log (its path relative to the results)
     */
    static List<Flag> scan(String variant, int repeat, Path log, String shown) throws IOException {
        List<Flag> flags = new ArrayList<>();
        if (!Files.isRegularFile(log)) {
            return flags;
        }
        String text = Files.readString(log);
        if (App.BLOCKED_EVENT_LOOP.matcher(text).find()) {
            flags.add(Flag.ofVariant(variant, repeat, Kind.BLOCKED_EVENT_LOOP, shown));
        }
        long errors = text.lines().filter(line -> ERROR.matcher(line).find()).count();
        if (errors > 0) {
            flags.add(Flag.ofVariant(variant, repeat, Kind.LOG_ERRORS, errors + ", in " + shown));
        }
        return flags;
    }
}
