package crudbench.loadgen.profile;

/**
 * Where a CPU sample is spent, by what the code does for a request: the layers of a variant's stack, from the HTTP
 * server down to the driver and the kernel, and the JVM's own work beside them. {@link LayerRules} charges each
 * sample to one.
 */
public enum Layer {
    HTTP_SERVER("HTTP server"),
    WEB("web framework"),
    JSON("JSON"),
    DATA("data access: mapping, ORM, transactions"),
    POOL("pool"),
    DRIVER_IO("driver: I/O and protocol"),
    DRIVER_ENCODE("driver: encode"),
    DRIVER_DECODE("driver: decode"),
    REACTIVE("reactive streams"),
    TRANSPORT("event loops and transport (Netty, Vert.x)"),
    APP("app code"),
    JIT("JIT"),
    GC("GC"),
    KERNEL("kernel"),
    OTHER("JVM and other");

    private final String label;

    Layer(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** One of the driver's three layers. */
    public boolean driver() {
        return this == DRIVER_IO || this == DRIVER_ENCODE || this == DRIVER_DECODE;
    }
}
