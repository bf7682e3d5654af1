/** bcrypt's cost factors, apart from bcrypt itself so the configuration can name them without loading it. */

/** bcrypt cost on the box: 2^12 rounds, about a quarter of a second here; slow for a guesser, fine for a member. */
export const BCRYPT_COST = 12;

/**
 * bcrypt's least cost, 2^4 rounds: what a server in test mode hashes with. The suites and the
 * journeys' servers sign up and sign in hundreds of accounts, and at the box's cost that alone
 * kept a two-core machine busy for minutes. It is the same library, hash format and comparison;
 * only the stretching is shorter, and only where NODE_ENV is test (config.ts).
 */
export const BCRYPT_TEST_COST = 4;
