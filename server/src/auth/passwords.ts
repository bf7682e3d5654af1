/** Password hashing with bcrypt. */
import bcrypt from 'bcrypt';

/** bcrypt cost: 2^12 rounds, about a quarter of a second here; slow for a guesser, fine for a member. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

// Compared against when the email has no account, so a login takes as long either way and its
// timing does not tell a stranger which emails are members.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    dummyHash ??= bcrypt.hash('not-a-member-password', BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
