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
