package crudbench.loadgen.tuning;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Knobs;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * best.json: each variant's best settings as one sweep found them, committed beside the sweep
 * (tuning/sweep-N/best.json), and what `just bench --tuned` runs. A variant's best is, knob by
 * knob, the kept value with the highest throughput (where two values of a knob were kept), all
 * of them together; a variant none of whose settings was kept is at its best at parity, with no
 * settings. The combination itself was not measured by the sweep: `just bench --tuned` measures
 * it against parity.
 *
 * @param sweep    the sweep's directory, relative to the checkout, as it was written
 * @param rounds   rounds of each batch
 * @param variants every variant the sweep tried, in registry order
 */
public record BestSettings(String sweep, int rounds, List<Best> variants) {

    public static final String FILE = "best.json";

    /** Where committed sweeps are kept: tuning/sweep-1, tuning/sweep-2, … */
    public static final String COMMITTED = "tuning";

    private static final Pattern SWEEP = Pattern.compile("sweep-(\\d+)");

    /**
     * @param variant  the variant's id
     * @param settings its best settings over parity's; empty: parity is its best
     * @param kept     the gains of the settings kept, one per knob
     */
    public record Best(String variant, Map<String, String> settings, List<SettingGain> kept) {

        public Best {
            settings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settings));
            kept = List.copyOf(kept);
        }
    }

    public BestSettings {
        variants = List.copyOf(variants);
    }

    /** The best of every variant the gains name, keeping for each knob the kept value of highest throughput. */
    static BestSettings of(String sweep, int rounds, List<String> variants, List<SettingGain> gains) {
        List<Best> best = new ArrayList<>();
        for (String variant : variants) {
            Map<String, SettingGain> perKnob = new LinkedHashMap<>();
            gains.stream()
                    .filter(g -> g.variant().equals(variant) && g.kept())
                    .forEach(g -> perKnob.merge(
                            String.join(",", g.settings().keySet()),
                            g,
                            (a, b) -> BY_THROUGHPUT.compare(a, b) >= 0 ? a : b));
            Map<String, String> settings = new LinkedHashMap<>();
            perKnob.values().forEach(g -> settings.putAll(g.settings()));
            best.add(new Best(variant, settings, List.copyOf(perKnob.values())));
        }
        return new BestSettings(sweep, rounds, best);
    }

    private static final Comparator<SettingGain> BY_THROUGHPUT = Comparator.comparingDouble(
                    (SettingGain g) -> g.throughput().estimate())
            .thenComparingDouble(g -> g.appCpu() == null ? 1 : -g.appCpu().estimate());

    /** The variant's best settings; empty where the sweep did not try it. */
    public Optional<Best> of(String variant) {
        return variants.stream().filter(b -> b.variant().equals(variant)).findFirst();
    }

    /**
     * Each session followed by its variant at its best settings, where they differ from parity: the sessions of the
     * reference design, and of `--tuned`. A session with settings or a build of its own stays alone; {@code missing}
     * hears each plain session the sweep has no entry for.
     *
     * @param from  the best.json as summary.json names it
     * @param knobs the checkout's knobs, by which each session at its best records the settings that change the work
     */
    public List<VariantSetup> withBest(
            List<VariantSetup> sessions, String from, Knobs knobs, Consumer<String> missing) {
        Map<String, String> changing = new LinkedHashMap<>();
        knobs.all().stream().filter(Knobs.Knob::changesWork).forEach(k -> changing.put(k.key(), k.name()));
        List<VariantSetup> all = new ArrayList<>();
        for (VariantSetup session : sessions) {
            all.add(session);
            if (!session.overrides().isEmpty() || session.build() != null) {
                continue;
            }
            Optional<Best> best = of(session.variant().id());
            if (best.isEmpty()) {
                missing.accept(session.label());
            } else if (!best.get().settings().isEmpty()) {
                Map<String, String> settings = best.get().settings();
                Map<String, String> changesWork = new LinkedHashMap<>();
                settings.keySet().stream()
                        .filter(changing::containsKey)
                        .forEach(key -> changesWork.put(key, changing.get(key)));
                all.add(VariantSetup.tuned(session.variant(), settings, from, changesWork));
            }
        }
        return all;
    }

    public void write(Path dir) {
        try {
            BenchSummary.JSON
                    .writerWithDefaultPrettyPrinter()
                    .writeValue(dir.resolve(FILE).toFile(), this);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A sweep directory's best.json, or that file itself. */
    public static BestSettings read(Path dirOrFile) {
        Path file = Files.isDirectory(dirOrFile) ? dirOrFile.resolve(FILE) : dirOrFile;
        try {
            return BenchSummary.JSON.readValue(file.toFile(), BestSettings.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** The committed sweep with the highest number that has a best.json: what `just bench --tuned` runs by default. */
    public static Optional<Path> latestCommitted(Repo repo) {
        Path dir = repo.resolve(COMMITTED);
        if (!Files.isDirectory(dir)) {
            return Optional.empty();
        }
        try (Stream<Path> sweeps = Files.list(dir)) {
            return sweeps.filter(d -> SWEEP.matcher(d.getFileName().toString()).matches())
                    .filter(d -> Files.isRegularFile(d.resolve(FILE)))
                    .max(Comparator.comparingInt(BestSettings::number))
                    .map(d -> d.resolve(FILE));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int number(Path sweep) {
        Matcher m = SWEEP.matcher(sweep.getFileName().toString());
        return m.matches() ? Integer.parseInt(m.group(1)) : -1;
    }
}
