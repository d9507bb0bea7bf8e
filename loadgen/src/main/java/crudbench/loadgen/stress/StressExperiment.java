package crudbench.loadgen.stress;

/** The stress experiments, in the order they run on each variant. */
enum StressExperiment {
    CAPACITY("capacity"),
    OVERLOAD("overload"),
    SOAK("soak"),
    OUTAGE("outage"),
    SILENT("silent");

    private final String id;

    StressExperiment(String id) {
        this.id = id;
    }

    String id() {
        return id;
    }
}
