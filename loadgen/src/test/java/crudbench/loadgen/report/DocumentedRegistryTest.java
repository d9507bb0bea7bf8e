package crudbench.loadgen.report;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.FairnessTables;
import crudbench.harness.registry.Knobs;
import crudbench.harness.registry.Listings;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variants;
import crudbench.harness.registry.Versions;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.report.docs.ConnectionArithmetic;
import crudbench.loadgen.tuning.BestSettings;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the registry says, written where the pages and the compose file show it: a variant added to variants.json is
 * one `just regenerate` away from docs/variants.md, docker-compose.yml, docs/fairness.md's versions, its table of the
 * variants (each row from the variant's module) and its deadlines' variants, and docs/database.md's connection
 * arithmetic (issue 54). In update mode each block is written; otherwise a block that
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

    /** Each variant's row as its module's FAIRNESS.md holds it, in registry order. */
    @Test
    void theFairnessPageGathersEachModulesRows() throws Exception {
        ReadmeBlock.holds(
                REPO.resolve("docs/fairness.md"),
                "<!-- variants: begin, generated from each module's FAIRNESS.md by FairnessTables -->\n",
                "<!-- variants: end -->",
                FairnessTables.variants(REPO, VARIANTS));
    }

    /** The deadlines' rows are hand-written, one per driver and pool; the variants under each follow the registry. */
    @Test
    void theFairnessPageNamesEachDriverAndPoolsVariants() throws Exception {
        Path page = REPO.resolve("docs/fairness.md");
        String begin =
                "<!-- deadlines: begin, each row's variants from variants.json and versions.json by FairnessTables"
                        + " -->\n";
        String end = "<!-- deadlines: end -->";
        ReadmeBlock.holds(
                page,
                begin,
                end,
                FairnessTables.deadlines(ReadmeBlock.between(page, begin, end).text(), VARIANTS, Versions.load(REPO)));
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
