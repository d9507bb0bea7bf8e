package crudbench.loadgen.report;

import crudbench.loadgen.analysis.CellCalibration;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.List;

/**
 * docs/benchmarking.md's calibration of the interval methods on the committed reruns, as {@link CellCalibration}
 * measures it: for each method and pair of runs, how many of the per-framework cells' changes its intervals hold, and
 * how wide they are.
 */
public final class CalibrationTable {

    private CalibrationTable() {}

    public static String markdown(List<CellCalibration.Pair> pairs) {
        Table table = new Table(
                "method",
                "runs",
                "cells>",
                "change inside the interval>",
                "share>",
                "median half-width>",
                "widest>",
                "kept (90% or more on every pair)");
        List<CellCalibration.Row> rows = CellCalibration.table(pairs);
        for (CellCalibration.Row row : rows) {
            boolean total = row.total();
            table.row(
                    total
                            ? "**" + CellCalibration.describe(row.method()) + "**"
                            : CellCalibration.describe(row.method()),
                    row.pair(),
                    row.cells(),
                    row.inside(),
                    Numbers.percent(row.share()),
                    "±" + Numbers.num(row.medianHalfWidth() * 100, 1) + "%",
                    "±" + Numbers.num(row.widestHalfWidth() * 100, 1) + "%",
                    total ? (CellCalibration.kept(rows, row.method()) ? "yes" : "no") : "");
        }
        return table.markdown();
    }
}
