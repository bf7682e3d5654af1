/**
 * A Map of at most `size` entries, the least recently used going first: the server's caches (kept
 * answers, day views, sessions, statements).
 *
 * A hit moves its entry to the newest end only once the entry has fallen into the older half
 * (`size / 2` insertions or moves since it was last put there). Moving is a delete and a set, and a
 * Map neither reuses a deleted slot nor shrinks: it copies its whole table once the slots run out.
 * Moving on every hit made a busy cache copy its table every few hundred requests (the session
 * cache's, ~60 kB with 1,700 members signed in), garbage that under the Saturday storm lived long
 * enough to reach V8's old generation. An entry used within the last size/2 insertions is never
 * the one to go, so the order is exact enough: what goes was unused for at least size/2 of them.
 */
interface Kept<V> {
  value: V;
  at: number;
}

export class RecentlyUsed<K, V> {
  readonly #entries = new Map<K, Kept<V>>();
  /** Counts insertions and moves; an entry's `at` is the count when it was last put at the end. */
  #tick = 0;

  constructor(readonly size: number) {}

  /** The value kept for `key`, marked as used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#touch(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `key`, as the most recently used; returns the entry that made room, if one went. */
  set(key: K, value: V): [K, V] | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      entry.value = value;
      this.#touch(key, entry);
      return undefined;
    }
    this.#entries.set(key, { value, at: ++this.#tick });
    if (this.#entries.size <= this.size) return undefined;
    const [oldest, gone] = this.#entries.entries().next().value as [K, Kept<V>];
    this.#entries.delete(oldest);
    return [oldest, gone.value];
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  /** How many entries are kept. */
  get count(): number {
    return this.#entries.size;
  }

  /** The values, oldest first (a copy: the caller may delete while it walks them). */
  values(): V[] {
    return Array.from(this.#entries.values(), (entry) => entry.value);
  }

  #touch(key: K, entry: Kept<V>): void {
    if (this.#tick - entry.at < this.size / 2) return;
    this.#entries.delete(key);
    entry.at = ++this.#tick;
    this.#entries.set(key, entry);
  }
}
