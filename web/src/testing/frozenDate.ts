/**
 * For screens that read the time: every test of the file runs with Date frozen at `now` (only Date:
 * timers stay real, so react-query and antd still run), and the stubbed fetch goes after each test.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export function freezeDateInEachTest(now: Date | number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
