package crudbench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
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

    /** The check's own reading of a table, on a page made for it. */
    @Test
    void aTableIsItsRowsUnderItsHeaderUpToTheFirstLineThatIsNotOne() {
        String page = String.join(
                "\n",
                "Text.",
                "",
                "| a | b |",
                "|---|--:|",
                "| `x` | 1 |",
                "|y|2|",
                "",
                "| a | b |",
                "|---|---|",
                "| not | this |");
        assertThat(rows(page, "| a | b |")).containsExactly(List.of("`x`", "1"), List.of("y", "2"));
        assertThat(unquote("`x`")).isEqualTo("x");
    }

    private static List<List<String>> table(String page, String header) throws IOException {
        List<List<String>> rows = rows(Files.readString(REPO.resolve(page)), header);
        assertThat(rows).as("the rows of %s's table under %s", page, header).isNotEmpty();
        return rows;
    }

    /** The body rows of the first table whose header line starts with {@code header}, as trimmed cells. */
    static List<List<String>> rows(String page, String header) {
        List<String> lines = page.lines().toList();
        int start = -1;
        for (int i = 0; i < lines.size() && start < 0; i++) {
            if (lines.get(i).startsWith(header)) {
                start = i;
            }
        }
        List<List<String>> rows = new ArrayList<>();
        if (start < 0) {
            return rows;
        }
        // The header, then the delimiter row, then the body until the first line that is not a row.
        for (int i = start + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            String line = lines.get(i).strip();
            String inner = line.substring(1, line.endsWith("|") ? line.length() - 1 : line.length());
            rows.add(Arrays.stream(inner.split("\\|")).map(String::strip).toList());
        }
        return rows;
    }

    private static String unquote(String cell) {
        return cell.startsWith("`") && cell.endsWith("`") ? cell.substring(1, cell.length() - 1) : cell;
    }
}
