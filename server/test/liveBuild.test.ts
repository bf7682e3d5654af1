import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveBuild } from '../src/http/liveBuild';
import type { MemoryBuild } from '../src/http/memoryBuild';

// The website's build is prepared again whenever the venue's photos or legal texts change. Staff
// remove the hero and then a gallery photo a moment later: the page served after both must show
// neither, even when a preparation for the first change was still running when the second came.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lounge-live-build-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Lounge</title>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A `prepare` that records what it saw when it began, and finishes only when told. */
function controlledPrepare(content: { photos: string }) {
  const waiting: Array<() => void> = [];
  const prepare = async (raw: MemoryBuild): Promise<MemoryBuild> => {
    const seen = content.photos;
    await new Promise<void>((resolve) => waiting.push(resolve));
    const build: MemoryBuild = new Map(raw);
    const page = raw.get('index.html');
    // What the preparation saw, carried in a file of the build (its type field holds the text).
    if (page) build.set('seen.txt', { ...page, type: seen });
    return build;
  };
  return {
    prepare,
    finishAll: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** Lets the build's awaited steps run; finishes every preparation waiting, until `answer` settles. */
async function settle<T>(answer: Promise<T>, finishAll: () => void): Promise<T> {
  let done = false;
  const result = answer.finally(() => {
    done = true;
  });
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    finishAll();
  }
  return result;
}

const seenIn = (build: MemoryBuild | null) => build?.get('seen.txt')?.type;

describe('a build in memory, prepared again when its content changes', () => {
  it('answers with what was current when asked, not with a preparation begun before a later change', async () => {
    const content = { photos: 'hero and gallery' };
    let version = 0;
    const { prepare, finishAll } = controlledPrepare(content);
    const live = new LiveBuild(dir, prepare, () => version);
    expect(seenIn(await settle(live.current(), finishAll))).toBe('hero and gallery');

    // The hero comes off; a request starts preparing the page for it.
    content.photos = 'gallery';
    version = 1;
    const first = live.current();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The gallery photo comes off while that preparation is still running.
    content.photos = 'none';
    version = 2;
    const second = live.current();

    expect(seenIn(await settle(second, finishAll))).toBe('none');
    // The earlier request may show either state it was asked in, never an older one.
    expect(['gallery', 'none']).toContain(seenIn(await settle(first, finishAll)));
    expect(seenIn(await settle(live.current(), finishAll))).toBe('none');
  });

  it('prepares once for a change, however many requests ask while it runs', async () => {
    let version = 0;
    let preparations = 0;
    const live = new LiveBuild(
      dir,
      async (raw) => {
        preparations += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return raw;
      },
      () => version,
    );
    await live.current();
    version = 1;
    await Promise.all([live.current(), live.current(), live.current()]);
    expect(preparations).toBe(2);
  });
});

describe('a build that fails to load again', () => {
  it('keeps answering with the build loaded before, raises nothing unhandled, and loads once it can', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const prepare = async (raw: MemoryBuild): Promise<MemoryBuild> => {
        const page = raw.get('index.html')?.identity.body.toString() ?? '';
        if (page.includes('half written')) throw new Error('the build is being replaced');
        return raw;
      };
      const live = new LiveBuild(dir, prepare);
      const pageOf = (build: MemoryBuild | null) => build?.get('index.html')?.identity.body.toString();
      expect(pageOf(await live.current())).toContain('<title>Lounge</title>');

      // A second later (the build looks at its index.html at most once a second), a broken build.
      const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>half written');
      utimesSync(path.join(dir, 'index.html'), later(5), later(5));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(pageOf(await live.current())).toContain('<title>Lounge</title>');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pageOf(await live.current())).toContain('<title>Lounge</title>');
      expect(unhandled).toEqual([]);

      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>New Lounge</title>');
      utimesSync(path.join(dir, 'index.html'), later(10), later(10));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await live.current();
      await expect.poll(async () => pageOf(await live.current())).toContain('New Lounge');
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
