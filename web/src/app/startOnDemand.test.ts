import { foundingCopy } from '@lounge/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test takes a fresh module: the entry calls startOnDemand once a page.
async function freshStartOnDemand() {
  vi.resetModules();
  return (await import('./startOnDemand')).startOnDemand;
}

beforeEach(() => {
  // The session and offer answers never come: only the visitor's own acts start the app here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('a prerendered page starts its app when the visitor acts', () => {
  it('does not start it by itself', async () => {
    const startOnDemand = await freshStartOnDemand();
    const start = vi.fn();
    startOnDemand(start);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
  });

  it('starts it when a field is focused without a tap or key (a screen reader, a password manager), once', async () => {
    const startOnDemand = await freshStartOnDemand();
    const field = document.createElement('input');
    document.body.append(field);
    const start = vi.fn();
    startOnDemand(start);
    field.focus();
    expect(start).toHaveBeenCalledTimes(1);
    field.dispatchEvent(new Event('keydown', { bubbles: true }));
    document.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it at a tap', async () => {
    const startOnDemand = await freshStartOnDemand();
    const start = vi.fn();
    startOnDemand(start);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('a founding offer that changes the prerendered page starts its app', () => {
  function answering(offer: { open: boolean; endsOn: string | null; placesLeft: number | null }) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json(url === '/api/founding-offer' ? offer : { user: null }, { status: 200 }),
      ),
    );
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/membership-selection', { open: false, endsOn: null, placesLeft: 0 }, true],
    ['/membership-selection', { open: true, endsOn: '2027-03-31', placesLeft: 12 }, false],
    ['/membership', { open: false, endsOn: null, placesLeft: 0 }, true],
    // Its limits are stated by an island (below), not by the app.
    ['/membership', { open: true, endsOn: '2027-03-31', placesLeft: 12 }, false],
    ['/about', { open: false, endsOn: null, placesLeft: 0 }, false],
  ])('on %s with %o: %s', async (path, offer, starts) => {
    window.history.replaceState(null, '', path);
    answering(offer);
    const startOnDemand = await freshStartOnDemand();
    const start = vi.fn();
    startOnDemand(start);
    // Both answers are asked for after the first paint; the guard runs it within a second.
    await vi.waitFor(
      () => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/founding-offer', expect.anything()),
      { timeout: 2000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).toHaveBeenCalledTimes(starts ? 1 : 0);
  });
});

describe("/membership's banner before the app", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("states the open offer's limits in the page's placeholder, without starting the app", async () => {
    window.history.replaceState(null, '', '/membership');
    document.body.innerHTML =
      '<p class="limited-banner-slot"><span class="limited-banner-island"></span></p>';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json(
          url === '/api/founding-offer'
            ? { open: true, endsOn: '2027-03-31', placesLeft: 1 }
            : { user: null },
        ),
      ),
    );
    const startOnDemand = await freshStartOnDemand();
    const start = vi.fn();
    startOnDemand(start);
    const banner = await vi.waitFor(
      () => {
        const found = document.querySelector('.limited-banner-island > .limited-banner');
        if (!found) throw new Error('no banner yet');
        return found;
      },
      { timeout: 2000 },
    );
    expect(banner.textContent).toBe(
      ` ${foundingCopy.limitedBanner({ open: true, endsOn: '2027-03-31', placesLeft: 1 })}`,
    );
    expect(banner.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
    expect(start).not.toHaveBeenCalled();
  });
});
