package crudbench.loadgen.model;

import crudbench.loadgen.results.VariantAxes;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A comparison axis outside the grid: a rule that sets a variant against its twin, the variant that differs from it
 * on this axis alone, measured in the same rounds. The grid's own two axes (data access and framework) are the main
 * effects of its two-way design ({@code analysis/GridEffects}), and the machine is the replication every pick is
 * judged over ({@link Picks.RunRatio#machine()}); every other axis is an entry here, and the analysis, compare.md's
 * section and What to pick's part follow from it. A new axis is a new entry.
 */
public enum Axis {

    /** Each ORM variant over its plain-SQL twin, as its registry entry names it. */
    ORM(
            new Words(
                    "What the ORM costs",
                    "Each ORM variant over its plain-SQL twin: the same framework, web stack, thread model, pool and parity"
                            + " settings, measured in the same rounds. docs/fairness.md lists the statements each ORM sends"
                            + " where they differ from db/queries.sql; that extra work is part of what it costs.",
                    "ORM over plain SQL",
                    new Headers("framework, threads", "ORM"),
                    "Each ORM over its plain-SQL twin",
                    " (the same framework, web stack, thread model, pool and settings)",
                    "its thread models together (each apart in",
                    "thread model"),
            true) {
        @Override
        public Optional<String> twin(VariantAxes axes, Map<String, VariantAxes> measured) {
            return axes.orm() == null
                    ? Optional.empty()
                    : Optional.of(axes.orm().plain());
        }

        @Override
        public String side(VariantAxes axes) {
            return axes.orm().name();
        }

        @Override
        public String group(VariantAxes axes) {
            return axes.threads();
        }

        @Override
        public String groupProse(VariantAxes axes) {
            return axes.threads() + " threads";
        }
    },

    /**
     * Each variant on the web stack its framework does not pair with its driver (Spring Boot's WebFlux with JDBC,
     * MVC with R2DBC) over the variant with the same driver and threads on the framework's own stack for it.
     */
    WEB(
            new Words(
                    "What the other web stack costs",
                    "Each variant on the web stack its framework does not pair with its driver over the variant with the same"
                            + " driver on the stack it does: the same framework, driver, thread model, pool and parity settings,"
                            + " measured in the same rounds.",
                    "the other web stack over the framework's own",
                    new Headers("framework, data access", "web stack"),
                    "Each web stack over the framework's own for the same driver",
                    " (the same framework, driver, thread model, pool and settings)",
                    "a line per variant (each with its runs' figures in",
                    "data access"),
            false) {
        @Override
        public Optional<String> twin(VariantAxes axes, Map<String, VariantAxes> measured) {
            if (!axes.crossStack() || axes.orm() != null) {
                return Optional.empty();
            }
            return measured.entrySet().stream()
                    .filter(e -> e.getValue().inGrid()
                            && e.getValue().framework().equals(axes.framework())
                            && e.getValue().driver().equals(axes.driver())
                            && e.getValue().threads().equals(axes.threads())
                            && !e.getValue().web().equals(axes.web()))
                    .map(Map.Entry::getKey)
                    .findFirst();
        }

        @Override
        public String side(VariantAxes axes) {
            return axes.web();
        }

        @Override
        public String brief(String side, List<String> groupProses) {
            return side + " with " + String.join(", ", groupProses);
        }

        @Override
        public String group(VariantAxes axes) {
            return AccessColumn.of(axes).prose();
        }

        @Override
        public String groupProse(VariantAxes axes) {
            return AccessColumn.of(axes).prose();
        }
    };

    /**
     * How the pages say the axis.
     *
     * @param section   compare.md's heading
     * @param intro     compare.md's paragraph under it
     * @param over      what the ratio is, after the load ("ORM over plain SQL")
     * @param headers   the tables' first two headers
     * @param title     What to pick's bold title ("Each ORM over its plain-SQL twin")
     * @param same      what both sides share, after the title in what-to-pick.md
     * @param together  how the README's brief joins a framework's rows, up to the link to what-to-pick.md ("its thread
     *                  models together (each apart in")
     * @param split     what the brief splits by where the rows' calls differ ("thread model")
     */
    public record Words(
            String section,
            String intro,
            String over,
            Headers headers,
            String title,
            String same,
            String together,
            String split) {}

    /**
     * @param group the header of what sets a row apart within its framework ("framework, threads")
     * @param side  the header of what the variant is on the axis ("ORM")
     */
    public record Headers(String group, String side) {}

    private final Words words;
    private final boolean frontPage;

    Axis(Words words, boolean frontPage) {
        this.words = words;
        this.frontPage = frontPage;
    }

    public Words words() {
        return words;
    }

    /**
     * Whether the README's What to pick gives the axis its lines: a choice a team makes (an ORM or plain SQL), not a
     * control of the design (the other web stack, which Spring teams do not pair with the driver, measured to tell the
     * web stack's part from the driver's); what-to-pick.md has every axis.
     */
    public boolean frontPage() {
        return frontPage;
    }

    /**
     * The variant this one is set against on this axis, among the measured ones by id; empty where the variant is not
     * on the axis (its twin may still be missing from the run).
     */
    public abstract Optional<String> twin(VariantAxes axes, Map<String, VariantAxes> measured);

    /** What the variant is on this axis: its ORM, its web stack. */
    public abstract String side(VariantAxes axes);

    /**
     * The README's line of a framework's rows of one side: the side ("Spring Data JPA, Hibernate ORM", its thread
     * models together), or where a side has a row per group, the side with its groups ("Spring WebFlux with JDBC on
     * platform threads").
     */
    public String brief(String side, List<String> groupProses) {
        return side;
    }

    /** What the variant and its twin share that sets its row apart within a framework, in a table ("platform"). */
    public abstract String group(VariantAxes axes);

    /** The same, in a sentence ("platform threads"). */
    public abstract String groupProse(VariantAxes axes);
}
