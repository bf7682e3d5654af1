import { describe, expect, it, vi } from 'vitest';
import { watchLeaving, whenStaying } from './leavingPage';

describe('the app does not start while the page is being left', () => {
  watchLeaving();

  it('starts at once on a page that stays', () => {
    const start = vi.fn();
    whenStaying(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits while a page load is under way, and starts at the next tap if the page stayed', () => {
    window.dispatchEvent(new Event('beforeunload'));
    const start = vi.fn();
    whenStaying(start);
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('counts a page brought back from the back-forward cache as staying', () => {
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pageshow'));
    const start = vi.fn();
    whenStaying(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
