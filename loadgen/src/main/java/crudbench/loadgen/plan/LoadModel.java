package crudbench.loadgen.plan;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;

/** The two ways the suite offers load, each with its benchmark file and the parameter that sets the load. */
public enum LoadModel {

    /** USERS concurrent users, each sending its next request as soon as the last is answered. */
    CLOSED("closed", "loadgen/benchmark.hf.yaml", "USERS", "users"),
    /** RATE requests started per second, whatever the answers take: no coordinated omission. */
    OPEN("open", "loadgen/open-model.hf.yaml", "RATE", "rate");

    private final String id;
    private final String file;
    private final String loadParam;
    private final String loadName;

    LoadModel(String id, String file, String loadParam, String loadName) {
        this.id = id;
        this.file = file;
        this.loadParam = loadParam;
        this.loadName = loadName;
    }

    /** "closed" or "open": the name in result files, tables and chart file names. */
    @JsonValue
    public String id() {
        return id;
    }

    @JsonCreator
    public static LoadModel of(String id) {
        return Arrays.stream(values())
                .filter(m -> m.id.equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown load model '" + id + "'"));
    }

    /** The benchmark file, relative to the repository root. */
    public String file() {
        return file;
    }

    /** The file's {@code !param} that sets the load: USERS or RATE. */
    public String loadParam() {
        return loadParam;
    }

    /** "closed users=64", "open rate=1000": how progress lines and flags name a load. */
    public String label(int load) {
        return id + " " + loadName + "=" + load;
    }

    /** A load as a table's column header: "64 users", "1000/s". */
    public String column(int load) {
        return this == CLOSED ? load + " users" : load + "/s";
    }
}
