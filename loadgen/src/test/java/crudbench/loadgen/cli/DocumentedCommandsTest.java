package crudbench.loadgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParseResult;

/**
 * Every `just` command the documentation shows works as shown. A command in a fenced block is
 * meant to be run as written: its recipe must exist in the justfile and take that many
 * arguments, and what the recipe hands to loadgen, the harness or the driver baseline must parse
 * with that tool's own picocli model (every option exists, takes the values given, every
 * required parameter is there), with registered variant ids and benchmark files that exist. A
 * command quoted in running text may be a usage line with placeholders: its recipe must exist
 * and every --option it names must be one of that command's.
 *
 * <p>This lives in loadgen because loadgen's classpath holds all three command lines (loadgen,
 * the harness and the driver baseline), so the options are read from the commands themselves,
 * not from a copy of their names.
 */
class DocumentedCommandsTest {

    private static final Repo REPO = Repo.locate();
    private static final Set<String> VARIANT_IDS = Variants.load(REPO).all().stream()
            .map(crudbench.harness.registry.Variant::id)
            .collect(Collectors.toSet());

    /** The tools a recipe hands its arguments to, by what its command line in the justfile names. */
    private static final Map<String, Supplier<CommandLine>> TOOLS = Map.of(
            "{{ loadgen }}", Loadgen::commandLine,
            "{{ harness }}", () -> new CommandLine(new crudbench.harness.Main()),
            "drivers/baseline/target/drivers.jar", () -> new CommandLine(new crudbench.drivers.baseline.Main()));

    private static final Pattern RECIPE = Pattern.compile("^@?([A-Za-z_][\\w-]*)((?:\\s+[^\\s:]+)*)\\s*:(?!=)");
    /** `{{ NAME }}` in a recipe's line, as {@link #recipes} leaves it: `{{NAME}}`, one shell word. */
    private static final Pattern INTERPOLATION = Pattern.compile("\\{\\{(\\w+)}}");
    /** An inline code span starting with just, within one paragraph. */
    private static final Pattern INLINE = Pattern.compile("(?<!`)`(just(?:\\s(?:[^`\\n]|\\n(?!\\n))*)?)`(?!`)");

    private static final Pattern LONG_OPTION = Pattern.compile("(?<![\\w-])(--[a-z][a-z0-9-]*)");
    private static final Pattern PLACEHOLDER = Pattern.compile("[A-Z][A-Z0-9_]*(?:[-_][A-Z0-9]+)*");

    /** One parameter of a recipe: `NAME`, `NAME="default"`, `*NAME` (zero or more), `+NAME` (one or more). */
    record Param(String name, boolean optional, boolean variadic) {

        static Param of(String token) {
            boolean star = token.startsWith("*");
            boolean plus = token.startsWith("+");
            String rest = star || plus ? token.substring(1) : token;
            int eq = rest.indexOf('=');
            return new Param(eq < 0 ? rest : rest.substring(0, eq), star || eq >= 0, star || plus);
        }
    }

    /**
     * A recipe of the justfile.
     *
     * @param toolLines the lines of its body that run one of {@link #TOOLS}: the tool's marker, then the rest
     */
    record Recipe(String name, List<Param> params, List<Map.Entry<String, String>> toolLines) {}

    /** A `just` command found in a document, where it was found. */
    record Shown(String file, int line, String text, boolean fenced) {

        String where() {
            return file + ":" + line + ": `" + text + "`";
        }
    }

    @Test
    void everyDocumentedJustCommandNamesARecipeAndOptionsThatExist() {
        Map<String, Recipe> recipes = recipes(read(REPO.resolve("justfile")));
        List<Shown> shown =
                documents().stream().flatMap(f -> commands(f).stream()).toList();
        List<String> problems = new ArrayList<>();
        for (Shown s : shown) {
            check(s, recipes).ifPresent(p -> problems.add(s.where() + ": " + p));
        }
        assertThat(shown.stream().filter(Shown::fenced).count())
                .as("fenced just commands found in the documentation")
                .isGreaterThan(20);
        assertThat(problems)
                .as("just commands in the documentation that would fail as written")
                .isEmpty();
    }

    @Test
    void theCheckFindsWhatWouldFail() {
        Map<String, Recipe> recipes = recipes(read(REPO.resolve("justfile")));
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("just frobnicate", "no recipe");
        cases.put("just bench --frobnicate", "--frobnicate");
        cases.put("just bench --quick no-such-variant", "no-such-variant");
        cases.put("just stress --soak-minutes", "--soak-minutes");
        cases.put("just test extra", "at most 0");
        cases.put("just run", "at least 1");
        cases.put("just hyperfoil run loadgen/no-such.hf.yaml", "no-such.hf.yaml");
        cases.put("just drivers --precision 5%", "--precision");
        cases.put("just variants --frobnicate", "--frobnicate");
        cases.forEach((command, problem) -> assertThat(check(new Shown("x.md", 1, command, true), recipes))
                .as(command)
                .hasValueSatisfying(p -> assertThat(p).contains(problem)));
        for (String fine : List.of(
                "just",
                "just bench --quick quarkus-reactive spring-r2dbc@R2DBC_FORCE_BINARY=true",
                "DB_HOST=localhost DB_PORT=5432 just db-status",
                "just stress spring-r2dbc --soak-minutes 30",
                "just hyperfoil run loadgen/benchmark.hf.yaml -PUSERS=64",
                "just compare --change BASELINE CANDIDATE",
                "just db-reset 50000")) {
            assertThat(shellCommands(fine)).as(fine).hasSize(1);
            assertThat(check(new Shown("x.md", 1, shellCommands(fine).getFirst(), true), recipes))
                    .as(fine)
                    .isEmpty();
        }
        assertThat(check(new Shown("x.md", 1, "just bench [--quick] [--frobnicate] [VARIANT ...]", false), recipes))
                .hasValueSatisfying(p -> assertThat(p).contains("--frobnicate"));
    }

    // ---- what a command would do -------------------------------------------------------------

    /** Why the command would fail as written, if it would. */
    static Optional<String> check(Shown shown, Map<String, Recipe> recipes) {
        List<String> words = words(shown.text());
        if (words.size() < 2) {
            return Optional.empty(); // `just` alone lists the recipes
        }
        Recipe recipe = recipes.get(words.get(1));
        if (recipe == null) {
            return Optional.of("no recipe '" + words.get(1) + "' in the justfile");
        }
        List<String> args = words.subList(2, words.size());
        if (!shown.fenced()) {
            return checkUsage(recipe, args);
        }
        Map<String, List<String>> bound = new LinkedHashMap<>();
        Optional<String> binding = bind(recipe, args, bound);
        if (binding.isPresent()) {
            return binding;
        }
        for (String variant : bound.entrySet().stream()
                .filter(e -> e.getKey().startsWith("VARIANT"))
                .flatMap(e -> e.getValue().stream())
                .toList()) {
            Optional<String> unknown = unknownVariant(variant);
            if (unknown.isPresent()) {
                return unknown;
            }
        }
        for (Map.Entry<String, String> line : recipe.toolLines()) {
            List<String> argv = new ArrayList<>();
            for (String word : words(line.getValue())) {
                Matcher m = INTERPOLATION.matcher(word);
                if (m.matches()) {
                    argv.addAll(bound.getOrDefault(m.group(1), List.of()));
                } else {
                    argv.add(word);
                }
            }
            Optional<String> parse = parse(TOOLS.get(line.getKey()).get(), argv, "just " + recipe.name());
            if (parse.isPresent()) {
                return parse;
            }
        }
        return Optional.empty();
    }

    /** Just's binding of arguments to parameters: in order, a variadic one taking the rest. */
    private static Optional<String> bind(Recipe recipe, List<String> args, Map<String, List<String>> bound) {
        int i = 0;
        for (Param p : recipe.params()) {
            if (p.variadic()) {
                bound.put(p.name(), List.copyOf(args.subList(i, args.size())));
                i = args.size();
                if (!p.optional() && bound.get(p.name()).isEmpty()) {
                    return Optional.of(atLeast(recipe));
                }
            } else if (i < args.size()) {
                bound.put(p.name(), List.of(args.get(i++)));
            } else if (!p.optional()) {
                return Optional.of(atLeast(recipe));
            }
        }
        if (i < args.size()) {
            long max = recipe.params().size();
            return Optional.of("`just " + recipe.name() + "` takes at most " + max
                    + " argument(s); just would run the rest as recipes: " + args.subList(i, args.size()));
        }
        return Optional.empty();
    }

    private static String atLeast(Recipe recipe) {
        long required = recipe.params().stream().filter(p -> !p.optional()).count();
        return "`just " + recipe.name() + "` takes at least " + required + " argument(s)";
    }

    /** The arguments as the tool's picocli model parses them, with its variant ids and files checked. */
    private static Optional<String> parse(CommandLine cli, List<String> argv, String recipe) {
        ParseResult result;
        try {
            result = cli.parseArgs(argv.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            return Optional.of(recipe + ": " + e.getMessage());
        }
        while (result.hasSubcommand()) {
            result = result.subcommand();
        }
        for (PositionalParamSpec p : result.matchedPositionals()) {
            for (String value : p.stringValues()) {
                Optional<String> problem = p.paramLabel().startsWith("VARIANT")
                        ? unknownVariant(value)
                        : p.paramLabel().equals("FILE") && !isPlaceholder(value) && !Files.exists(REPO.resolve(value))
                                ? Optional.of(recipe + ": no file " + value + " in the repository")
                                : Optional.empty();
                if (problem.isPresent()) {
                    return problem;
                }
            }
        }
        return Optional.empty();
    }

    /** A usage line: its recipe exists (checked before), and each --option is one of its command's. */
    private static Optional<String> checkUsage(Recipe recipe, List<String> args) {
        if (recipe.toolLines().isEmpty()) {
            return Optional.empty();
        }
        Map.Entry<String, String> line = recipe.toolLines().getFirst();
        CommandLine cli = TOOLS.get(line.getKey()).get();
        List<String> path = new ArrayList<>(words(line.getValue()).stream()
                .filter(w -> !INTERPOLATION.matcher(w).matches())
                .toList());
        path.addAll(args);
        for (String word : path) {
            CommandLine sub = cli.getSubcommands().get(word);
            if (sub == null) {
                break;
            }
            cli = sub;
        }
        CommandSpec spec = cli.getCommandSpec();
        Matcher m = LONG_OPTION.matcher(String.join(" ", args));
        while (m.find()) {
            if (!spec.optionsMap().containsKey(m.group(1))) {
                return Optional.of("`just " + recipe.name() + "` has no option " + m.group(1));
            }
        }
        return Optional.empty();
    }

    private static Optional<String> unknownVariant(String value) {
        String id = value.contains("@") ? value.substring(0, value.indexOf('@')) : value;
        return isPlaceholder(id) || VARIANT_IDS.contains(id)
                ? Optional.empty()
                : Optional.of("no variant '" + id + "' in variants.json");
    }

    /** An argument the reader fills in: BASELINE, RUN_A, NEW-ID. */
    private static boolean isPlaceholder(String word) {
        return PLACEHOLDER.matcher(word).matches();
    }

    // ---- the justfile ----------------------------------------------------------------------------

    /** The recipes, with their parameters and the lines that hand them to a tool. */
    static Map<String, Recipe> recipes(String justfile) {
        Map<String, Recipe> recipes = new LinkedHashMap<>();
        List<String> lines = justfile.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = RECIPE.matcher(lines.get(i));
            if (!m.find()) {
                continue;
            }
            List<Param> params = words(m.group(2)).stream().map(Param::of).toList();
            List<String> body = new ArrayList<>();
            for (int j = i + 1; j < lines.size() && lines.get(j).matches("^\\s+\\S.*"); j++) {
                body.add(lines.get(j).strip());
            }
            List<Map.Entry<String, String>> toolLines = new ArrayList<>();
            boolean script = !body.isEmpty() && body.getFirst().startsWith("#!");
            for (String line : script ? List.<String>of() : body) {
                TOOLS.keySet().stream()
                        .filter(line::contains)
                        .findFirst()
                        .ifPresent(marker -> toolLines.add(Map.entry(
                                marker,
                                line.substring(line.indexOf(marker) + marker.length())
                                        .replaceAll("\\{\\{\\s*(\\w+)\\s*}}", "{{$1}}"))));
            }
            recipes.put(m.group(1), new Recipe(m.group(1), params, toolLines));
        }
        return recipes;
    }

    // ---- the documents -------------------------------------------------------------------------

    static List<Path> documents() {
        List<Path> files = new ArrayList<>(List.of(REPO.resolve("README.md"), REPO.resolve("CONTRIBUTING.md")));
        try (Stream<Path> docs = Files.list(REPO.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    /** The `just` commands of a Markdown file: each shell command of a fenced block, and each inline code span. */
    static List<Shown> commands(Path file) {
        String name = REPO.root().relativize(file).toString();
        List<String> lines = read(file).lines().toList();
        List<Shown> found = new ArrayList<>();
        StringBuilder prose = new StringBuilder();
        List<Integer> proseLines = new ArrayList<>();
        boolean fenced = false;
        StringBuilder continued = new StringBuilder();
        int continuedFrom = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (!fenced) {
                prose.append(line).append('\n');
                proseLines.add(i + 1);
                continue;
            }
            if (continued.isEmpty()) {
                continuedFrom = i + 1;
            }
            if (line.endsWith("\\")) {
                continued.append(line, 0, line.length() - 1).append(' ');
                continue;
            }
            continued.append(line);
            for (String command : shellCommands(continued.toString())) {
                found.add(new Shown(name, continuedFrom, command, true));
            }
            continued.setLength(0);
        }
        Matcher m = INLINE.matcher(prose);
        while (m.find()) {
            int line = proseLines.get((int)
                    prose.substring(0, m.start()).chars().filter(c -> c == '\n').count());
            found.add(new Shown(name, line, m.group(1).replaceAll("\\s+", " ").strip(), false));
        }
        return found;
    }

    /** The commands of one shell line that run just: split at ;, &&, || and |, comments and VAR=value prefixes dropped. */
    static List<String> shellCommands(String line) {
        List<String> commands = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String word : words(line)) {
            if (word.startsWith("#")) {
                break;
            }
            if (List.of(";", "&&", "||", "|").contains(word)) {
                commands.add(String.join(" ", current));
                current.clear();
            } else if (!(current.isEmpty() && word.matches("[A-Za-z_]\\w*=.*"))) {
                current.add(word);
            }
        }
        commands.add(String.join(" ", current));
        return commands.stream()
                .filter(c -> c.equals("just") || c.startsWith("just "))
                .toList();
    }

    /** Shell words: split at blanks outside quotes, the quotes removed. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char c : text.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
