/**
 * Sealed session cookie -> session, so a signed-in request pays neither the cookie's unseal (about
 * 0.4 ms of crypto) nor the sessions read again. Bounded: the least recently used entry goes when
 * it is full. An entry is only ever a copy of a sessions row, so it must die with the row: the
 * session store's delete functions call `forgetSid` / `forgetUser` (sessionStore.ts), and an entry
 * past its expiry is never answered.
 */
import { RecentlyUsed } from '../recentlyUsed';

export interface CachedSession {
  sid: string;
  userId: string;
  /** Epoch ms after which the session is over. */
  expiresAt: number;
}

const SESSION_CACHE_SIZE = 20_000;

export class SessionCache {
  private readonly bySealed: RecentlyUsed<string, CachedSession>;
  private readonly sealedBySid = new Map<string, string>();

  constructor(size = SESSION_CACHE_SIZE) {
    this.bySealed = new RecentlyUsed(size);
  }

  /** The session a sealed cookie stands for, while it has not expired at `now`. */
  get(sealed: string, now: number): CachedSession | undefined {
    const entry = this.bySealed.get(sealed);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.forgetSid(entry.sid);
      return undefined;
    }
    return entry;
  }

  set(sealed: string, entry: CachedSession): void {
    this.forgetSid(entry.sid);
    const gone = this.bySealed.set(sealed, entry);
    this.sealedBySid.set(entry.sid, sealed);
    if (gone) this.forgetSid(gone[1].sid);
  }

  forgetSid(sid: string): void {
    const sealed = this.sealedBySid.get(sid);
    if (sealed === undefined) return;
    this.sealedBySid.delete(sid);
    this.bySealed.delete(sealed);
  }

  /** Every cached session of an account (all of them deleted at once: a reset, a deleted account). */
  forgetUser(userId: string, keepSid?: string): void {
    for (const entry of this.bySealed.values())
      if (entry.userId === userId && entry.sid !== keepSid) this.forgetSid(entry.sid);
  }

  forgetExpired(now: number): void {
    for (const entry of this.bySealed.values()) if (entry.expiresAt <= now) this.forgetSid(entry.sid);
  }

  get entries(): number {
    return this.bySealed.count;
  }
}
