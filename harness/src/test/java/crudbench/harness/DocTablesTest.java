package crudbench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.MarkdownTables;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Tables in docs/ that repeat what the registry or the harness's code holds match it, so a new
 * variant or a changed default fails here until its page says so. (docs/variants.md's table of the
 * variants and fairness.md's parity table are checked in contract-tests' ParityTest; fairness.md's tables of the
 * variants and of the deadlines are written by FairnessTables.)
 */
class DocTablesTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants VARIANTS = Variants.load(REPO);

    @Test
    void databaseMdListsTheHarnesssConnectionDefaults() throws IOException {
        Settings defaults = new Settings(Map.of(), Map.of());
        Map<String, String> documented = new TreeMap<>();
        for (List<String> row : table("docs/database.md", "| variable | default |")) {
            documented.put(unquote(row.get(0)), unquote(row.get(1)));
        }
        Map<String, String> expected = new TreeMap<>();
        for (String key : documented.keySet()) {
            expected.put(key, defaults.get(key));
        }
        assertThat(documented)
                .as("docs/database.md's connection settings against crudbench.harness.registry.Settings")
                .containsOnlyKeys("DB_HOST", "DB_PORT", "DB_NAME", "DB_USER", "DB_PASSWORD")
                .isEqualTo(expected);
    }

    @Test
    void fairnessMdVirtualThreadsTableHasEveryVirtualThreadVariant() throws IOException {
        List<String> documented = table("docs/fairness.md", "| variant | pinned events | where |").stream()
                .map(row -> row.get(0))
                .toList();
        List<String> virtual = VARIANTS.all().stream()
                .filter(v -> Variant.VIRTUAL.equals(v.threads()))
                .map(Variant::id)
                .toList();
        assertThat(documented)
                .as("docs/fairness.md's pinning table against the registry's virtual-thread variants")
                .containsExactlyInAnyOrderElementsOf(virtual);
    }

    private static List<List<String>> table(String page, String header) throws IOException {
        List<List<String>> rows = MarkdownTables.rows(Files.readString(REPO.resolve(page)), header);
        assertThat(rows).as("the rows of %s's table under %s", page, header).isNotEmpty();
        return rows;
    }

    private static String unquote(String cell) {
        return cell.startsWith("`") && cell.endsWith("`") ? cell.substring(1, cell.length() - 1) : cell;
    }
}
