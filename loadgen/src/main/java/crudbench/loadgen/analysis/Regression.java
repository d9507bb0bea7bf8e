package crudbench.loadgen.analysis;

import java.util.List;

/**
 * Least squares with no intercept (the data are deviations from their groups' means already), over any subset of
 * the columns, and each column's Shapley value in R²: the gain in R² from adding it, averaged over every order of
 * adding the columns (Lindeman, Merenda and Gold, 1980), which splits R² among correlated columns so that the parts
 * add up to the whole. Columns are a bit mask; a column with no spread, or one another column already explains,
 * adds nothing and gets a coefficient of zero.
 */
final class Regression {

    private static final double SINGULAR = 1e-12;

    private final double[][] x;
    private final double[] y;
    private final double total;

    Regression(double[][] x, double[] y) {
        if (x.length != y.length || x.length == 0) {
            throw new IllegalArgumentException("need as many rows of x as values of y, and one at least");
        }
        this.x = x;
        this.y = y;
        double s = 0;
        for (double v : y) {
            s += v * v;
        }
        this.total = s;
    }

    /** The coefficients of the columns in {@code mask} (zero for the others). */
    double[] coefficients(int mask) {
        int k = x[0].length;
        int[] cols = java.util.stream.IntStream.range(0, k)
                .filter(j -> (mask & (1 << j)) != 0)
                .toArray();
        int m = cols.length;
        double[][] a = new double[m][m + 1];
        for (double[] row : x) {
            for (int p = 0; p < m; p++) {
                for (int q = 0; q < m; q++) {
                    a[p][q] += row[cols[p]] * row[cols[q]];
                }
            }
        }
        for (int i = 0; i < x.length; i++) {
            for (int p = 0; p < m; p++) {
                a[p][m] += x[i][cols[p]] * y[i];
            }
        }
        double[] solved = solve(a, m);
        double[] beta = new double[k];
        for (int p = 0; p < m; p++) {
            beta[cols[p]] = solved[p];
        }
        return beta;
    }

    /** The share of y's sum of squares that the columns in {@code mask} explain. */
    double r2(int mask) {
        if (mask == 0 || total == 0) {
            return 0;
        }
        double[] beta = coefficients(mask);
        double residual = 0;
        for (int i = 0; i < y.length; i++) {
            double e = y[i] - dot(beta, x[i]);
            residual += e * e;
        }
        return Math.max(0, 1 - residual / total);
    }

    /** Each column's Shapley value in R²; they add up to the R² of every column together. */
    double[] shapley() {
        int k = x[0].length;
        double[] r2 = new double[1 << k];
        for (int mask = 1; mask < r2.length; mask++) {
            r2[mask] = r2(mask);
        }
        double[] factorial = new double[k + 1];
        factorial[0] = 1;
        for (int i = 1; i <= k; i++) {
            factorial[i] = factorial[i - 1] * i;
        }
        double[] value = new double[k];
        for (int j = 0; j < k; j++) {
            for (int mask = 0; mask < r2.length; mask++) {
                if ((mask & (1 << j)) != 0) {
                    continue;
                }
                int size = Integer.bitCount(mask);
                double weight = factorial[size] * factorial[k - size - 1] / factorial[k];
                value[j] += weight * (r2[mask | (1 << j)] - r2[mask]);
            }
        }
        return value;
    }

    /** Gaussian elimination with partial pivoting on the augmented m × (m+1) matrix; a dependent column gets 0. */
    private static double[] solve(double[][] a, int m) {
        int[] pivotOf = new int[m];
        java.util.Arrays.fill(pivotOf, -1);
        int row = 0;
        for (int col = 0; col < m && row < m; col++) {
            int best = row;
            for (int r = row + 1; r < m; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[best][col])) {
                    best = r;
                }
            }
            double scale = 0;
            for (int r = 0; r < m; r++) {
                scale = Math.max(scale, Math.abs(a[r][r]));
            }
            if (Math.abs(a[best][col]) <= SINGULAR * Math.max(1, scale)) {
                continue;
            }
            double[] swap = a[row];
            a[row] = a[best];
            a[best] = swap;
            for (int r = 0; r < m; r++) {
                if (r != row) {
                    double f = a[r][col] / a[row][col];
                    for (int c = col; c <= m; c++) {
                        a[r][c] -= f * a[row][c];
                    }
                }
            }
            pivotOf[col] = row;
            row++;
        }
        double[] beta = new double[m];
        for (int col = 0; col < m; col++) {
            if (pivotOf[col] >= 0) {
                beta[col] = a[pivotOf[col]][m] / a[pivotOf[col]][col];
            }
        }
        return beta;
    }

    static double[][] standardised(double[][] x) {
        int k = x[0].length;
        double[][] z = new double[x.length][k];
        for (int j = 0; j < k; j++) {
            double ss = 0;
            for (double[] row : x) {
                ss += row[j] * row[j];
            }
            double sd = Math.sqrt(ss / x.length);
            for (int i = 0; i < x.length; i++) {
                z[i][j] = sd > 0 ? x[i][j] / sd : 0;
            }
        }
        return z;
    }

    static double percentile(List<Double> sorted, double p) {
        int i = (int) Math.ceil(p * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }

    static double sumSquares(double[] y, double[] fitted) {
        double s = 0;
        for (int i = 0; i < y.length; i++) {
            s += (y[i] - fitted[i]) * (y[i] - fitted[i]);
        }
        return s;
    }

    static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}
