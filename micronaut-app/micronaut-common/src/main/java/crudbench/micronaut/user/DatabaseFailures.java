package crudbench.micronaut.user;

import io.micronaut.core.annotation.Nullable;

/** What the exceptions of a variant's database driver mean; each variant knows its own driver. */
public interface DatabaseFailures {

    /** The SQLState that the database reported with this exception, or null when it is none of the driver's or has none. */
    @Nullable
    String sqlState(Throwable failure);

    /** Whether this exception says the database could not be reached, or not within the acquire timeout. */
    boolean isUnavailable(Throwable failure);
}
