package crudbench.loadgen.profile;

import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * "Where the CPU goes": for one scenario, each profiled variant's CPU per request split by layer, the layers any
 * variant spends at least half a percent in as columns, every layer in milliseconds per request.
 */
public final class LayerTable {

    /** A layer's least share in some variant for the layer to get a column of its own; the rest go to "other". */
    static final double SHOWN = 0.005;

    /**
     * One variant's profile of the scenario.
     *
     * @param cpuMsPerRequest the app's CPU per request over the profiled slices
     */
    public record Profiled(String variant, LayerCosts costs, double cpuMsPerRequest) {}

    private LayerTable() {}

    /** The layers with a column: those some row spends {@link #SHOWN} or more of its samples in, in layer order. */
    public static List<Layer> shown(List<Profiled> rows) {
        List<Layer> shown = new ArrayList<>();
        for (Layer layer : Layer.values()) {
            if (layer != Layer.OTHER && rows.stream().anyMatch(r -> r.costs().share(layer) >= SHOWN)) {
                shown.add(layer);
            }
        }
        return shown;
    }

    public static String markdown(List<Profiled> rows) {
        List<Layer> shown = shown(rows);
        List<String> headers = new ArrayList<>();
        headers.add("variant");
        headers.add("app CPU, ms/request");
        shown.forEach(l -> headers.add(l.label()));
        headers.add("other");
        headers.add("samples");
        Table table = new Table(headers.toArray(String[]::new));
        for (Profiled r : rows) {
            List<String> cells = new ArrayList<>();
            cells.add(r.variant());
            cells.add(Numbers.num(r.cpuMsPerRequest(), 3));
            double other = r.cpuMsPerRequest();
            for (Layer l : shown) {
                double ms = r.costs().msPerRequest(l, r.cpuMsPerRequest());
                other -= ms;
                cells.add(Numbers.num(ms, 3) + " (" + Math.round(r.costs().share(l) * 100) + "%)");
            }
            cells.add(Numbers.num(Math.max(0, other), 3));
            cells.add(Long.toString(r.costs().samples()));
            table.row(cells.toArray());
        }
        return table.markdown();
    }
}
