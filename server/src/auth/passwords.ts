/** Password hashing with bcrypt, at the cost the configuration gives (config.ts: passwordHashCost, from passwordCost.ts). */
import bcrypt from 'bcrypt';

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

// Compared against when the email has no account, so a login takes as long either way and its
// timing does not tell a stranger which emails are members. One a cost, made once.
const dummyHashes = new Map<number, Promise<string>>();

export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  cost: number,
): Promise<boolean> {
  if (!hash) {
    let dummy = dummyHashes.get(cost);
    if (!dummy) {
      dummy = bcrypt.hash('not-a-member-password', cost);
      dummyHashes.set(cost, dummy);
    }
    await bcrypt.compare(password, await dummy);
    return false;
  }
  return bcrypt.compare(password, hash);
}
