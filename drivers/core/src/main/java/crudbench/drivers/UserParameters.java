package crudbench.drivers;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The queries one simulated user sends, as the benchmark's Hyperfoil scenarios choose them:
 * get a random id in 1..SEED_USERS, list after a random id in 0..SEED_USERS-100 (so a page
 * of 100 is full), create a user with an email no other user or run has. Each user's random
 * sequence is seeded by its number, so every driver is asked the same ids in the same order.
 */
public final class UserParameters {

    private final int user;
    private final int seedUsers;
    private final int maxAfterId;
    private final String token;
    private final SplittableRandom random;
    private long created;

    /**
     * @param user      this user's number, 0 to users-1
     * @param seedUsers rows after a reset (ids 1..seedUsers)
     * @param seed      the run's seed, the same for every driver
     * @param token     distinguishes this load's emails from every other's
     */
    public UserParameters(int user, int seedUsers, long seed, String token) {
        if (seedUsers < 1) {
            throw new IllegalArgumentException("the table needs seeded rows to read, SEED_USERS is " + seedUsers);
        }
        this.user = user;
        this.seedUsers = seedUsers;
        this.maxAfterId = maxAfterId(seedUsers);
        this.token = token;
        this.random = new SplittableRandom(seed * 1_000_003L + user);
    }

    /** The largest afterId a list uses: the benchmark's MAX_AFTER_ID. */
    public static int maxAfterId(int seedUsers) {
        return Math.max(0, seedUsers - 100);
    }

    public Query next(Operation operation) {
        return switch (operation) {
            case GET -> new Query(operation, List.of(1L + random.nextInt(seedUsers)));
            case LIST10, LIST100 ->
                new Query(operation, List.of((long) random.nextInt(maxAfterId + 1), operation.limit()));
            case CREATE -> {
                long n = created++;
                yield new Query(
                        operation, List.of("Driver " + user + "-" + n, token + "-" + user + "-" + n + "@drivers.test"));
            }
        };
    }
}
