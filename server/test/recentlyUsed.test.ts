/**
 * The caches' bounded map: never more than its size, the least recently used going first, and a
 * hit that moves nothing while its entry is among the newer half (a move copies the Map's table
 * sooner: the garbage the storm promoted).
 */
import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from '../src/recentlyUsed';

function filled(size: number, count = size): RecentlyUsed<string, number> {
  const kept = new RecentlyUsed<string, number>(size);
  for (let i = 0; i < count; i++) kept.set(`k${i}`, i);
  return kept;
}

describe('RecentlyUsed', () => {
  it('keeps at most its size, handing back what made room, oldest first', () => {
    const kept = filled(4);
    expect(kept.set('k4', 4)).toEqual(['k0', 0]);
    expect(kept.set('k5', 5)).toEqual(['k1', 1]);
    expect(kept.count).toBe(4);
    expect(kept.values()).toEqual([2, 3, 4, 5]);
    expect(kept.get('k0')).toBeUndefined();
  });

  it('moves an entry hit in the older half to the newest end, so another goes first', () => {
    const kept = filled(4);
    expect(kept.get('k0')).toBe(0);
    expect(kept.values()).toEqual([1, 2, 3, 0]);
    expect(kept.set('k4', 4)).toEqual(['k1', 1]);
  });

  it('leaves an entry hit among the newer half where it is', () => {
    const kept = filled(10);
    for (const key of ['k9', 'k8', 'k7', 'k6', 'k5']) kept.get(key);
    expect(kept.values()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // k4 has had five insertions since (half of ten): it moves.
    kept.get('k4');
    expect(kept.values()).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 4]);
  });

  it('with two entries, is exactly least recently used', () => {
    const kept = new RecentlyUsed<string, string>(2);
    kept.set('a', 'A');
    kept.set('b', 'B');
    kept.get('a');
    expect(kept.set('c', 'C')).toEqual(['b', 'B']);
  });

  it('never lets go of an entry used within the last size/2 insertions', () => {
    const size = 50;
    const kept = new RecentlyUsed<number, number>(size);
    const usedAt = new Map<number, number>();
    let insertions = 0;
    // A fixed sequence: every third request one of ten busy keys, the others mostly new ones.
    for (let step = 0; step < 5_000; step++) {
      const key = step % 3 === 0 ? step % 10 : 10 + ((step * 7919) % 997);
      if (kept.get(key) !== undefined) {
        usedAt.set(key, insertions);
        continue;
      }
      insertions++;
      usedAt.set(key, insertions);
      const gone = kept.set(key, step);
      if (gone) expect(insertions - (usedAt.get(gone[0]) ?? 0)).toBeGreaterThanOrEqual(size / 2);
      expect(kept.count).toBeLessThanOrEqual(size);
    }
  });

  it('replaces a value in place and forgets a deleted key', () => {
    const kept = filled(4);
    expect(kept.set('k3', 30)).toBeUndefined();
    expect(kept.get('k3')).toBe(30);
    expect(kept.count).toBe(4);
    expect(kept.delete('k3')).toBe(true);
    expect(kept.get('k3')).toBeUndefined();
    expect(kept.count).toBe(3);
  });
});
