/**
 * The core suite runs once per machine time zone (vitest.config.ts). This proves each run really
 * is in its zone, so a rule that leaned on the machine's zone would fail in at least one of them.
 */
import { describe, expect, it } from 'vitest';

describe('the time zone harness', () => {
  it('runs under the zone its project names', () => {
    const wanted = process.env.LOUNGE_TEST_TZ;
    expect(wanted, 'run core through vitest.config.ts projects').toBeTruthy();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(wanted);
    const offsetMinutes = new Date(Date.UTC(2026, 0, 15, 12)).getTimezoneOffset();
    const expected: Record<string, number> = { UTC: 0, 'Pacific/Auckland': -780, 'America/Denver': 420 };
    expect(offsetMinutes).toBe(expected[wanted ?? '']);
  });
});
