package crudbench.loadgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A default the documentation states beside an option, "(`--soak-minutes` 10)", is the default the
 * option's own help states ("default 10"), which StressCommandTest and LoadgenTest hold to the
 * profiles in the code: a page cannot keep a default the code changed.
 */
class DocumentedDefaultsTest {

    /** "`--warmup-seconds` (20)" or "`--precision` (0.1, a share: 10%)": the option, then its value first. */
    private static final Pattern STATED = Pattern.compile("`(--[a-z][a-z0-9-]*)` \\(([0-9][0-9.]*)");
    /** "(default 20" or "(default 20;" in an option's description. */
    private static final Pattern DEFAULT = Pattern.compile("\\(default ([0-9][0-9.]*)");

    @Test
    void everyDefaultTheDocsStateIsTheOptionsOwn() throws IOException {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Path page : pages()) {
            Matcher m = STATED.matcher(Files.readString(page));
            while (m.find()) {
                Set<String> defaults = defaults(m.group(1));
                if (defaults.isEmpty()) {
                    continue;
                }
                checked++;
                if (defaults.stream().noneMatch(d -> same(d, m.group(2)))) {
                    wrong.add(
                            page.getFileName() + ": " + m.group(1) + " " + m.group(2) + ", the help says " + defaults);
                }
            }
        }
        assertThat(checked).as("defaults stated in the docs").isGreaterThan(10);
        assertThat(wrong)
                .as("defaults the docs state differently from the code")
                .isEmpty();
    }

    private static List<Path> pages() throws IOException {
        Path root = Repo.locate().root();
        List<Path> pages = new ArrayList<>(List.of(root.resolve("README.md"), root.resolve("CONTRIBUTING.md")));
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** What every loadgen command that has this option gives as its default. */
    private static Set<String> defaults(String name) {
        Set<String> defaults = new TreeSet<>();
        for (CommandLine command : Loadgen.commandLine().getSubcommands().values()) {
            OptionSpec option = command.getCommandSpec().findOption(name);
            if (option != null) {
                Matcher m = DEFAULT.matcher(String.join(" ", option.description()));
                if (m.find()) {
                    defaults.add(m.group(1).replaceAll("\\.$", ""));
                }
            }
        }
        return defaults;
    }

    private static boolean same(String a, String b) {
        return Double.parseDouble(a) == Double.parseDouble(b.replaceAll("\\.$", ""));
    }
}
