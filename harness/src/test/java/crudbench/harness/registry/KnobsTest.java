package crudbench.harness.registry;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** tuning/knobs.json against the registry, parity.env, the apps' own sources and docs/fairness.md. */
class KnobsTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants VARIANTS = Variants.load(REPO);
    private static final Knobs KNOBS = Knobs.load(REPO);

    @Test
    void everyKnobNamesRegisteredVariantsAndValuesOtherThanParity() {
        for (Knobs.Knob knob : KNOBS.all()) {
            assertThat(knob.variants())
                    .as(knob.key())
                    .isNotEmpty()
                    .allMatch(id -> VARIANTS.find(id).isPresent());
            assertThat(knob.values()).as(knob.key()).isNotEmpty().doesNotContain(knob.parity());
            assertThat(knob.why()).as(knob.key()).isNotBlank();
        }
    }

    @Test
    void aKnobThatParityEnvSetsStartsFromParityEnvsValue() {
        Settings settings = Settings.load(REPO);
        for (Knobs.Knob knob : KNOBS.all()) {
            if (settings.parity().containsKey(knob.key())) {
                assertThat(knob.parity()).as(knob.key()).isEqualTo(settings.get(knob.key()));
            }
        }
    }

    /** A knob on a variant that never reads it would measure parity twice under another name. */
    @Test
    void everyVariantAKnobNamesReadsItsSetting() {
        List<String> unread = new ArrayList<>();
        for (Knobs.Knob knob : KNOBS.all()) {
            for (String id : knob.variants()) {
                Path module = VARIANTS.get(id).moduleDir(REPO).resolve("src/main");
                if (!reads(module, knob.key())) {
                    unread.add(id + " does not read " + knob.key());
                }
            }
        }
        assertThat(unread).isEmpty();
    }

    @Test
    void alternativesAreEveryValueOfEveryKnobThatNamesTheVariant() {
        List<String> reactive = KNOBS.alternatives("spring-vertx").stream()
                .map(Knobs.Setting::assignment)
                .toList();
        assertThat(reactive).containsExactly("DB_POOL_SIZE=8", "IO_THREADS=2", "DB_PIPELINING_LIMIT=256");
        assertThat(KNOBS.alternatives("no-such-variant")).isEmpty();
    }

    @Test
    void fairnessMdShowsTheKnobsAsTheFileDeclaresThem() throws IOException {
        String page = Files.readString(REPO.resolve("docs/fairness.md"));
        assertThat(page)
                .as("docs/fairness.md's knobs: paste `just variants --knobs` between its markers")
                .contains("<!-- tuning/knobs.json: begin -->\n" + KNOBS.markdown() + "<!-- tuning/knobs.json: end -->");
    }

    private static boolean reads(Path sources, String key) {
        try (Stream<Path> files = Files.walk(sources)) {
            return files.filter(Files::isRegularFile)
                    .filter(f ->
                            f.toString().endsWith(".properties") || f.toString().endsWith(".java"))
                    .anyMatch(f -> {
                        try {
                            String text = Files.readString(f);
                            return text.contains("${" + key) || text.contains("\"" + key + "\"");
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
