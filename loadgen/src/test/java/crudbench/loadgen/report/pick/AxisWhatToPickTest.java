package crudbench.loadgen.report.pick;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.Axis;
import crudbench.loadgen.model.AxisPair;
import crudbench.loadgen.model.AxisPicks;
import crudbench.loadgen.model.AxisPicks.PairPicks;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.model.Picks.Pick;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.RatioInterval;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's lines of an axis: a framework's rows together, each criterion under the call they share. */
class AxisWhatToPickTest {

    private static final Criterion GET = new Criterion("get", LoadModel.CLOSED, 64, Metric.THROUGHPUT);
    private static final Criterion MIX = new Criterion("mix", LoadModel.CLOSED, 64, Metric.THROUGHPUT);
    private static final Criterion CPU_GET = new Criterion("get", LoadModel.OPEN, 500, Metric.APP_CPU);

    private static Pick pick(Criterion c, double... estimates) {
        return Pick.of(
                Arrays.stream(estimates)
                        .mapToObj(e -> new RatioInterval(
                                e, e * 0.95, e * 1.05, 12, new RatioInterval.Basis(RatioInterval.EPOCHS, 3)))
                        .toList(),
                c.metric().higherIsBetter());
    }

    private static AxisPicks picks() {
        List<Criterion> criteria = List.of(GET, MIX, CPU_GET);
        return new AxisPicks(
                Axis.ORM,
                List.of("results/a", "results/b"),
                List.of("2 cores, AMD EPYC", "2 cores, AMD EPYC"),
                criteria,
                List.of(
                        new PairPicks(
                                new AxisPair(
                                        "spring-jpa",
                                        "spring-jdbc",
                                        "Spring Boot",
                                        "platform",
                                        "platform threads",
                                        "Spring Data JPA"),
                                List.of(pick(GET, 0.55, 0.57), pick(MIX, 0.60, 0.62), pick(CPU_GET, 1.40, 1.50))),
                        new PairPicks(
                                new AxisPair(
                                        "spring-jpa-virtual",
                                        "spring-jdbc-virtual",
                                        "Spring Boot",
                                        "virtual",
                                        "virtual threads",
                                        "Spring Data JPA"),
                                List.of(pick(GET, 0.63, 0.61), pick(MIX, 1.00, 0.99), pick(CPU_GET, 1.30, 1.35))),
                        new PairPicks(
                                new AxisPair(
                                        "quarkus-orm",
                                        "quarkus-jdbc",
                                        "Quarkus",
                                        "platform",
                                        "platform threads",
                                        "Hibernate ORM"),
                                Arrays.asList(pick(GET, 0.80, 0.82), pick(MIX, 1.01, 0.99), null))));
    }

    @Test
    void aLinePerFrameworkAndOrmWithTheLowestAndHighestEstimateOfItsThreadModels() {
        String brief = AxisWhatToPick.brief(picks());

        assertThat(brief)
                .startsWith(
                        "\n**Each ORM over its plain-SQL twin**, judged over 2 runs (results/a, results/b on 2 cores, AMD EPYC)")
                .contains("[what-to-pick.md](results/what-to-pick.md)");
        assertThat(brief.lines().filter(l -> l.startsWith("- ")))
                .containsExactly(
                        "- **Spring Boot**, Spring Data JPA: **cost** get 0.55–0.63x, CPU get 1.30–1.50x;"
                                + " by thread model: mix (cost platform, ≈ virtual)",
                        "- **Quarkus**, Hibernate ORM: **cost** get 0.80–0.82x; ≈ mix 0.99–1.01x");
    }

    @Test
    void aWebStackLineNamesItsDriverSinceEachSideHasOneRow() {
        List<Criterion> criteria = List.of(GET, MIX);
        AxisPicks web = new AxisPicks(
                Axis.WEB,
                List.of("results/a"),
                List.of("2 cores, Intel Xeon"),
                criteria,
                List.of(
                        new PairPicks(
                                new AxisPair(
                                        "spring-webflux-jdbc",
                                        "spring-jdbc",
                                        "Spring Boot",
                                        "JDBC on platform threads",
                                        "JDBC on platform threads",
                                        "Spring WebFlux"),
                                List.of(pick(GET, 0.90), pick(MIX, 1.00))),
                        new PairPicks(
                                new AxisPair(
                                        "spring-mvc-r2dbc",
                                        "spring-r2dbc",
                                        "Spring Boot",
                                        "R2DBC",
                                        "R2DBC",
                                        "Spring MVC"),
                                List.of(pick(GET, 1.20), pick(MIX, 1.10)))));

        String brief = AxisWhatToPick.brief(web);

        assertThat(brief)
                .startsWith("\n**Each web stack over the framework's own for the same driver**, judged over one run"
                        + " (results/a on 2 cores, Intel Xeon) by the same rule, a line per variant (each with its runs'"
                        + " figures in [what-to-pick.md](results/what-to-pick.md)); a cost is");
        assertThat(brief.lines().filter(l -> l.startsWith("- ")))
                .containsExactly(
                        "- **Spring Boot**, Spring WebFlux with JDBC on platform threads: **cost** get 0.90x; ≈ mix 1.00x",
                        "- **Spring Boot**, Spring MVC with R2DBC: **gain** get 1.20x, mix 1.10x");
        assertThat(AxisWhatToPick.markdown(web))
                .containsPattern("\\| framework, data access +\\| web stack +\\| over +\\|")
                .contains("- Spring Boot, R2DBC: Spring MVC (spring-mvc-r2dbc) gains on get, mix.");
    }

    @Test
    void nothingWithoutAnOrmRow() {
        assertThat(AxisWhatToPick.brief(new AxisPicks(Axis.ORM, List.of(), List.of(), List.of(GET), List.of())))
                .isEmpty();
    }
}
