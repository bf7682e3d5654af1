import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SCRIPTS_TEMPLATE, readyToStart } from './afterFirstPaint';

const PRELOAD = '<link rel="modulepreload" href="/assets/boot-test.js">';
const preloadsInHead = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

function pageWithTemplate() {
  const template = document.createElement('template');
  template.id = PAGE_SCRIPTS_TEMPLATE;
  template.innerHTML = PRELOAD;
  document.head.append(template);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('readyToStart', () => {
  it('starts at once on a page that names no scripts for later', async () => {
    await readyToStart();
    expect(preloadsInHead()).toBe(0);
  });

  it("asks for the page's scripts only after its first frame, then lets the app start", async () => {
    setVisibility('visible');
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    pageWithTemplate();
    let started = false;
    const ready = readyToStart().then(() => {
      started = true;
    });
    // A busy phone's first frame is late: nothing is asked for meanwhile.
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toBe(false);
    expect(preloadsInHead()).toBe(0);
    frame?.(0);
    await vi.advanceTimersByTimeAsync(0);
    await ready;
    expect(started).toBe(true);
    expect(preloadsInHead()).toBe(1);
  });

  it('goes on at once in a page opened out of sight, which paints no frame', async () => {
    setVisibility('hidden');
    vi.stubGlobal('requestAnimationFrame', () => 1);
    pageWithTemplate();
    await readyToStart();
    expect(preloadsInHead()).toBe(1);
  });
});
