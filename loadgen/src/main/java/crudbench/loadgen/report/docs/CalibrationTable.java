package crudbench.loadgen.report.docs;

import crudbench.loadgen.model.CalibrationRow;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.List;

/**
 * docs/benchmarking.md's calibration of the interval methods on the committed reruns, as analysis.CellCalibration
 * measures it: for each method and pair of runs, how many of the per-framework cells' changes its intervals hold, and
 * how wide they are.
 */
public final class CalibrationTable {

    private CalibrationTable() {}

    public static String markdown(List<CalibrationRow> rows) {
        Table table = new Table(
                "method",
                "runs",
                "cells>",
                "change inside the interval>",
                "share>",
                "median half-width>",
                "widest>",
                "honest intervals miss as many or more>",
                "kept (90% or more on all, and on every pair of " + CalibrationRow.JUDGED_ALONE + " cells or more)");
        for (CalibrationRow row : rows) {
            boolean total = row.total();
            table.row(
                    total ? "**" + CalibrationRow.describe(row.method()) + "**" : CalibrationRow.describe(row.method()),
                    row.pair(),
                    row.cells(),
                    row.inside(),
                    Numbers.percent(row.share()),
                    "±" + Numbers.num(row.medianHalfWidth() * 100, 1) + "%",
                    "±" + Numbers.num(row.widestHalfWidth() * 100, 1) + "%",
                    Numbers.percent(row.chance()),
                    total ? (CalibrationRow.kept(rows, row.method()) ? "yes" : "no") : "");
        }
        return table.markdown();
    }
}
