package crudbench.loadgen.stress;

/** The stress experiments, in the order they run on each variant. */
public enum StressExperiment {
    CAPACITY("capacity"),
    OVERLOAD("overload"),
    SOAK("soak"),
    OUTAGE("outage"),
    SILENT("silent");

    private final String id;

    StressExperiment(String id) {
        this.id = id;
    }

    /** As the per-variant files and the charts name it: "capacity", ..., "silent". */
    public String id() {
        return id;
    }
}
