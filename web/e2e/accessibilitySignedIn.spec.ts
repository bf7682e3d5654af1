/**
 * Every route of the web app signed in as a member through axe-core's WCAG 2.2 A and AA rules, on a
 * 375 px phone and a 1280 px screen. The visitor's sweep is accessibilitySignedOut.spec.ts, a file
 * of its own so the two run on two workers.
 */

import { expect, test } from './fixtures';
import { createMember } from './members';
import { SWEEP_TIMEOUT, sweep } from './routeSweep';

test.describe.configure({ timeout: SWEEP_TIMEOUT });

test('every route signed in as a member: no WCAG A/AA violation at 375 and 1280 px', async ({ page }) => {
  await createMember(page, 'vip');
  expect(await sweep(page, true)).toEqual([]);
});
