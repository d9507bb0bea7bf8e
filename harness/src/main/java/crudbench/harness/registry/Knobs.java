package crudbench.harness.registry;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * tuning/knobs.json: the one declaration of what the tuning sweep (`just tune`) may change in a
 * variant, with each knob's values besides parity's, the variants it applies to and the reason
 * it is there. docs/fairness.md shows it; the sweep reads nothing else.
 */
public final class Knobs {

    public static final String FILE = "tuning/knobs.json";

    /**
     * One setting a team of some column would tune.
     *
     * @param key         the environment setting the apps read (a parity.env name, or an app's option)
     * @param name        what a reader calls it ("pool size")
     * @param parity      its value at parity: parity.env's, or the apps' default for an option
     * @param values      the values the sweep tries besides parity's
     * @param variants    the variants it applies to, by id
     * @param why         why a team would set it, and why these values
     * @param changesWork it changes what a request does, not only how fast (the answer names it)
     */
    public record Knob(
            String key,
            String name,
            String parity,
            List<String> values,
            List<String> variants,
            String why,
            boolean changesWork) {

        public Knob {
            values = List.copyOf(values);
            variants = List.copyOf(variants);
        }
    }

    /** One value of one knob: a session's setting, {@code KEY=value}. */
    public record Setting(Knob knob, String value) {

        /** As a bench session's setting: {@code DB_POOL_SIZE=8}. */
        public String assignment() {
            return knob.key() + "=" + value;
        }
    }

    record Table(List<Knob> knobs, @JsonProperty("//") List<String> comment) {}

    private final List<Knob> knobs;

    Knobs(List<Knob> knobs) {
        this.knobs = List.copyOf(knobs);
    }

    public static Knobs load(Repo repo) {
        try {
            Table table = new ObjectMapper()
                    .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
                    .readValue(repo.resolve(FILE).toFile(), Table.class);
            return new Knobs(table.knobs());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + FILE, e);
        }
    }

    public List<Knob> all() {
        return knobs;
    }

    /** These knobs alone, by key, in the file's order (all of them when none is named); misuse for an unknown key. */
    public Knobs only(java.util.Collection<String> keys) {
        List<String> unknown = keys.stream().filter(k -> find(k).isEmpty()).toList();
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("no knob " + unknown + " in " + FILE + "; its knobs: "
                    + knobs.stream().map(Knob::key).toList());
        }
        return keys.isEmpty()
                ? this
                : new Knobs(knobs.stream().filter(k -> keys.contains(k.key())).toList());
    }

    public Optional<Knob> find(String key) {
        return knobs.stream().filter(k -> k.key().equals(key)).findFirst();
    }

    /** Every value the sweep tries on this variant, knob by knob in the file's order. */
    public List<Setting> alternatives(String variant) {
        List<Setting> settings = new ArrayList<>();
        for (Knob knob : knobs) {
            if (knob.variants().contains(variant)) {
                knob.values().forEach(v -> settings.add(new Setting(knob, v)));
            }
        }
        return settings;
    }

    /** docs/fairness.md's table of knobs: one row per knob, then each knob's reason. */
    public String markdown() {
        StringBuilder md = new StringBuilder(
                "| knob | setting | parity | tried | variants | changes the work |\n|---|---|--:|--:|---|---|\n");
        for (Knob k : knobs) {
            md.append("| ")
                    .append(k.name())
                    .append(" | `")
                    .append(k.key())
                    .append("` | ")
                    .append(k.parity())
                    .append(" | ")
                    .append(String.join(", ", k.values()))
                    .append(" | ")
                    .append(String.join(", ", k.variants()))
                    .append(" | ")
                    .append(k.changesWork() ? "**yes**" : "no")
                    .append(" |\n");
        }
        md.append("\n| knob | why |\n|---|---|\n");
        knobs.forEach(k ->
                md.append("| ").append(k.name()).append(" | ").append(k.why()).append(" |\n"));
        return md.toString();
    }
}
