package crudbench.loadgen.report.pick;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.model.Picks.Pick;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What to pick, laid out: each framework's cell by its calls, and the advice naming the frameworks. */
class WhatToPickTest {

    private static final AccessColumn PLATFORM = new AccessColumn("jdbc-platform", "jdbc", "platform");
    private static final AccessColumn VIRTUAL = new AccessColumn("jdbc-virtual", "jdbc", "virtual");
    private static final Criterion GET = new Criterion("get", LoadModel.CLOSED, 64, Metric.THROUGHPUT);
    private static final Criterion CPU_GET = new Criterion("get", LoadModel.OPEN, 500, Metric.APP_CPU);

    private static RatioInterval ratio(double estimate, double low, double high) {
        return new RatioInterval(estimate, low, high, 12, new RatioInterval.Basis(RatioInterval.EPOCHS, 3));
    }

    private static Pick pick(Criterion c, RatioInterval... runs) {
        return Pick.of(List.of(runs), c.metric().higherIsBetter());
    }

    private static Picks picks() {
        List<Picks.Choice> choices = new ArrayList<>();
        // Quarkus gains throughput and CPU; Micronaut pays CPU; Spring Boot: the runs disagree on throughput.
        choices.add(new Picks.Choice(
                "Quarkus", VIRTUAL, GET, pick(GET, ratio(1.15, 1.06, 1.25), ratio(1.10, 1.01, 1.20)), null));
        choices.add(new Picks.Choice(
                "Quarkus", VIRTUAL, CPU_GET, pick(CPU_GET, ratio(0.88, 0.80, 0.98), ratio(0.89, 0.81, 0.97)), null));
        choices.add(new Picks.Choice(
                "Micronaut", VIRTUAL, GET, pick(GET, ratio(0.98, 0.91, 1.05), ratio(1.01, 0.95, 1.08)), null));
        choices.add(new Picks.Choice(
                "Micronaut", VIRTUAL, CPU_GET, pick(CPU_GET, ratio(1.26, 1.09, 1.45), ratio(1.24, 1.10, 1.40)), null));
        choices.add(new Picks.Choice(
                "Spring Boot", VIRTUAL, GET, pick(GET, ratio(0.88, 0.75, 1.03), ratio(0.90, 0.83, 0.97)), null));
        choices.add(new Picks.Choice(
                "Spring Boot",
                VIRTUAL,
                CPU_GET,
                pick(CPU_GET, ratio(1.00, 0.90, 1.10), ratio(1.02, 0.95, 1.09)),
                null));
        return new Picks(
                List.of("results/a", "results/b"),
                List.of("2 cores, AMD EPYC", "2 cores, AMD EPYC"),
                List.of("Quarkus", "Micronaut", "Spring Boot"),
                List.of(PLATFORM, VIRTUAL),
                List.of(GET, CPU_GET),
                choices,
                List.of(),
                List.of());
    }

    @Test
    void theAdviceNamesWhereAColumnGainsAndWhereItCosts() {
        assertThat(PickAdvice.column(picks(), VIRTUAL))
                .isEqualTo("**JDBC on virtual threads**: a gain in Quarkus (get, CPU get); a cost in Micronaut (CPU"
                        + " get); nothing clear in every run in Spring Boot.");
    }

    @Test
    void eachCellListsGainsAndCostsWithTheRunsEstimatesThenTheRest() {
        String md = WhatToPick.markdown(picks());
        assertThat(md)
                .contains("judged over 2 runs: results/a and results/b on 2 cores, AMD EPYC.")
                .contains("| Quarkus     | **gain** get 1.10–1.15x, CPU get 0.88–0.89x")
                .contains("| Micronaut   | **cost** CPU get 1.24–1.26x<br>≈ get")
                .contains("| Spring Boot | ≈ CPU get<br>? get 0.88–0.90x");
    }
}
