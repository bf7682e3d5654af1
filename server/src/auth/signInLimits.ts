/**
 * Failed sign-ins, counted so that a stranger cannot shut a member (or an admin) out.
 *
 * - Per email and address together: RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL failures from one address
 *   within the login window refuse that address for that email until the window passes. Someone
 *   guessing from elsewhere never locks the owner out of their own address.
 * - Per email across all addresses: past RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CEILING failures in the
 *   window (a guessing campaign from many addresses), the email is slowed, not locked: one attempt
 *   per delay that doubles with each further failure, at most a minute. Addresses that have signed
 *   in to the account before are not slowed.
 * - Admins clear an account's counts from the desk (POST /api/staff/members/{id}/clear-sign-in-limits).
 *
 * Kept in memory: the lounge runs one server process, and a restart forgetting the counts is harmless.
 */
const MAX_SLOW_SECONDS = 60;
/** How long an address that signed in stays exempt from the per-email slowing. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

export interface SignInLimitSettings {
  failuresPerEmailAndAddress: number;
  failuresPerEmailCeiling: number;
  windowMs: number;
}

interface Count {
  failures: number;
  resetAt: number;
  /** Per email, once past the ceiling: when the next attempt may come. */
  nextAt: number;
}

const pairKey = (email: string, address: string) => `${email}\n${address}`;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class SignInLimits {
  private readonly pairs = new Map<string, Count>();
  private readonly emails = new Map<string, Count>();
  private readonly known = new Map<string, Map<string, number>>();

  constructor(
    private readonly settings: SignInLimitSettings,
    private readonly now: () => number,
  ) {}

  /** Seconds this email must wait before trying again from this address, or null to go ahead. */
  waitFor(email: string, address: string): number | null {
    const now = this.now();
    const pair = this.live(this.pairs, pairKey(email, address), now);
    if (pair && pair.failures >= this.settings.failuresPerEmailAndAddress) return seconds(pair.resetAt - now);
    const all = this.live(this.emails, email, now);
    if (all && all.nextAt > now && !this.isKnown(email, address, now)) return seconds(all.nextAt - now);
    return null;
  }

  failed(email: string, address: string): void {
    const now = this.now();
    this.bump(this.pairs, pairKey(email, address), now);
    const all = this.bump(this.emails, email, now);
    const over = all.failures - this.settings.failuresPerEmailCeiling;
    if (over >= 0) all.nextAt = now + Math.min(MAX_SLOW_SECONDS, 2 ** over) * 1000;
  }

  succeeded(email: string, address: string): void {
    this.pairs.delete(pairKey(email, address));
    const addresses = this.known.get(email) ?? new Map<string, number>();
    addresses.set(address, this.now() + KNOWN_ADDRESS_MS);
    this.known.set(email, addresses);
  }

  /** Forgets every failure counted against the email (an admin's 'clear sign-in limits'). */
  clear(email: string): void {
    this.emails.delete(email);
    for (const key of this.pairs.keys()) if (key.startsWith(`${email}\n`)) this.pairs.delete(key);
  }

  private isKnown(email: string, address: string, now: number): boolean {
    return (this.known.get(email)?.get(address) ?? 0) > now;
  }

  private live(map: Map<string, Count>, key: string, now: number): Count | undefined {
    const count = map.get(key);
    if (count && count.resetAt <= now) {
      map.delete(key);
      return undefined;
    }
    return count;
  }

  private bump(map: Map<string, Count>, key: string, now: number): Count {
    const count = this.live(map, key, now) ?? {
      failures: 0,
      resetAt: now + this.settings.windowMs,
      nextAt: 0,
    };
    count.failures += 1;
    map.set(key, count);
    if (map.size > 100_000) this.prune(now);
    return count;
  }

  /** Drops what has expired, so a flood of made-up emails cannot grow the maps for ever. */
  private prune(now: number): void {
    for (const map of [this.pairs, this.emails])
      for (const [key, count] of map) if (count.resetAt <= now) map.delete(key);
  }
}
