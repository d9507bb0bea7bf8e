package crudbench.loadgen.report;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Knobs;
import crudbench.harness.registry.Listings;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variants;
import crudbench.harness.registry.Versions;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.tuning.BestSettings;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the registry says, written where the pages and the compose file show it: a variant added to variants.json is
 * one `just regenerate` away from docs/variants.md, docker-compose.yml, docs/fairness.md's versions and
 * docs/database.md's connection arithmetic (issue 54). In update mode each block is written; otherwise a block that
 * differs fails with the command that writes it.
 */
class DocumentedRegistryTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants VARIANTS = Variants.load(REPO);

    @Test
    void theVariantsPageListsTheRegistry() throws Exception {
        ReadmeBlock.holds(
                REPO.resolve("docs/variants.md"),
                "<!-- variants: begin, generated from variants.json by Listings -->\n",
                "<!-- variants: end -->",
                Listings.markdown(VARIANTS));
    }

    @Test
    void dockerComposeHasAServiceForEveryVariant() throws Exception {
        ReadmeBlock.holds(
                REPO.resolve("docker-compose.yml"),
                "  # variants: begin\n",
                "  # variants: end",
                Listings.compose(VARIANTS).stripTrailing() + "\n");
    }

    @Test
    void theFairnessPageShowsTheVersionsDeclared() throws Exception {
        ReadmeBlock.holds(
                REPO.resolve("docs/fairness.md"),
                "<!-- versions.json: begin -->\n",
                "<!-- versions.json: end -->",
                Versions.load(REPO).markdown());
    }

    /** The default's sessions: every variant at parity, then at its best from the newest committed sweep. */
    @Test
    void theDatabasePageCountsTheDefaultsConnections() throws Exception {
        Settings settings = Settings.load(REPO);
        Path best = BestSettings.latestCommitted(REPO).orElseThrow();
        List<VariantSetup> parity =
                VARIANTS.all().stream().map(VariantSetup::of).toList();
        List<VariantSetup> sessions =
                BestSettings.read(best).withBest(parity, REPO.name(best), Knobs.load(REPO), label -> {});
        Path page = REPO.resolve("docs/database.md");
        ReadmeBlock.holds(
                page,
                "  <!-- connections: begin, generated from variants.json, parity.env and tuning's newest best.json by"
                        + " ConnectionArithmetic -->\n",
                "  <!-- connections: end -->",
                ConnectionArithmetic.sentence(sessions, settings));
        ReadmeBlock.holds(
                page,
                "<!-- server-setup: begin, generated from variants.json, parity.env and tuning's newest best.json by"
                        + " ConnectionArithmetic -->\n",
                "<!-- server-setup: end -->",
                ConnectionArithmetic.commands(sessions, settings));
    }
}
