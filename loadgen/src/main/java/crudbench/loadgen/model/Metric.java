package crudbench.loadgen.model;

import crudbench.loadgen.results.ScenarioRow;
import java.util.function.Function;

/** What an effect is a ratio of: the two figures the grid's answer is about. */
public enum Metric {
    THROUGHPUT("throughput", "requests/s", true, ScenarioRow::throughput),
    APP_CPU("app CPU per request", "app CPU ms/req", false, ScenarioRow::appCpuPerRequest),
    DB_CPU("PostgreSQL CPU per request", "DB CPU ms/req", false, ScenarioRow::pgCpuPerRequest);

    private final String label;
    private final String unit;
    private final boolean higherIsBetter;
    private final Function<ScenarioRow, Double> value;

    Metric(String label, String unit, boolean higherIsBetter, Function<ScenarioRow, Double> value) {
        this.label = label;
        this.unit = unit;
        this.higherIsBetter = higherIsBetter;
        this.value = value;
    }

    /** "throughput", "app CPU per request". */
    public String label() {
        return label;
    }

    public String unit() {
        return unit;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /** The row's value, null where it was not measured. */
    public Double of(ScenarioRow row) {
        Double v = value.apply(row);
        return v == null || v <= 0 ? null : v;
    }

    /** The id summary.json records: throughput, app-cpu, db-cpu. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
