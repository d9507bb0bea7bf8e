package crudbench.harness.registry;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** The variant registry, variants.json: the one list that the justfile, the tests and loadgen read. */
public final class Variants {

    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    /** The axes' values: where the database call waits, and which driver makes it. */
    public static final List<String> THREADS = List.of(Variant.PLATFORM, Variant.VIRTUAL, Variant.EVENT_LOOP);

    public static final List<String> DRIVERS = List.of("jdbc", "r2dbc", "vertx");

    private final List<Variant> all;

    private Variants(List<Variant> all) {
        this.all = List.copyOf(all);
    }

    public static Variants load(Repo repo) {
        try {
            Registry registry = new ObjectMapper()
                    .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
                    .readValue(repo.resolve(Repo.REGISTRY).toFile(), Registry.class);
            return of(registry.variants());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + Repo.REGISTRY, e);
        }
    }

    static Variants of(List<Variant> variants) {
        Set<String> seen = new HashSet<>();
        for (Variant v : variants) {
            if (v.id() == null || !ID.matcher(v.id()).matches()) {
                throw new IllegalArgumentException("bad variant id '" + v.id() + "': lower-case words joined by '-'");
            }
            if (!seen.add(v.id())) {
                throw new IllegalArgumentException("variant " + v.id() + " is listed twice");
            }
            if (!THREADS.contains(v.threads())) {
                throw new IllegalArgumentException(
                        v.id() + ": threads must be one of " + THREADS + ", got " + v.threads());
            }
            if (!DRIVERS.contains(v.driver())) {
                throw new IllegalArgumentException(
                        v.id() + ": driver must be one of " + DRIVERS + ", got " + v.driver());
            }
            if (v.module() == null || v.artifact() == null || v.framework() == null || v.web() == null) {
                throw new IllegalArgumentException(v.id() + ": module, artifact, framework and web are required");
            }
        }
        for (Variant v : variants) {
            if (v.hasOrm()) {
                checkOrm(v, variants);
            }
        }
        return new Variants(variants);
    }

    /** An ORM variant is set against a plain-SQL one of the same framework, web stack and thread model. */
    private static void checkOrm(Variant v, List<Variant> variants) {
        Variant.Orm orm = v.orm();
        if (orm.name() == null || orm.plain() == null) {
            throw new IllegalArgumentException(
                    v.id() + ": an orm needs its name and the plain variant it is set against");
        }
        Variant plain = variants.stream()
                .filter(p -> p.id().equals(orm.plain()))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        v.id() + ": its plain variant '" + orm.plain() + "' is not in the registry"));
        if (plain.hasOrm()
                || !plain.framework().equals(v.framework())
                || !plain.web().equals(v.web())
                || !plain.threads().equals(v.threads())) {
            throw new IllegalArgumentException(v.id() + ": its plain variant " + plain.id()
                    + " must be plain SQL on the same framework, web stack and threads");
        }
    }

    public List<Variant> all() {
        return all;
    }

    public Optional<Variant> find(String id) {
        return all.stream().filter(v -> v.id().equals(id)).findFirst();
    }

    public Variant get(String id) {
        return find(id).orElseThrow(() ->
                new IllegalArgumentException("unknown variant '" + id + "'; known: " + String.join(", ", ids())));
    }

    /** The named variants in registry order, or all of them when none is named. */
    public List<Variant> select(Collection<String> ids) {
        if (ids.isEmpty()) {
            return all;
        }
        List<Variant> selected = new ArrayList<>();
        for (String id : ids) {
            Variant v = get(id);
            if (!selected.contains(v)) {
                selected.add(v);
            }
        }
        return selected;
    }

    public List<String> ids() {
        return all.stream().map(Variant::id).toList();
    }

    @JsonIgnoreProperties("//")
    private record Registry(List<Variant> variants) {}
}
