/**
 * The console by keyboard and by pointer, on every tab an admin sees (at the desk's 1440x900):
 * each control reached by Tab shows a focus ring of at least 3:1 against what it sits on
 * (web/e2e/focusWalk.ts), and each control is a target of at least 24 by 24 px, or spaced as
 * WCAG 2.2's 2.5.8 allows (web/e2e/targetSize.ts). The desk is a mouse and touch console on a
 * counter, not a phone, so WCAG 2.2 AA's target size is its bar rather than the website's 44 px.
 */
import { expect, test } from '../../web/e2e/fixtures';
import { expectRings, forgetMeasured, type Stop, tabThrough } from '../../web/e2e/focusWalk';
import { smallTargets } from '../../web/e2e/targetSize';
import { signInAsNewAdmin, somethingInEveryPanel, visitEveryTab } from './deskSetup';

test.describe.configure({ timeout: 300_000 });

test('every control reached by Tab on every desk tab shows a focus ring of at least 3:1', async ({
  page,
  baseURL,
}) => {
  await somethingInEveryPanel(baseURL, { start: '12:00', end: '13:00' });
  await signInAsNewAdmin(page, 'ringadmin');
  const stops: Stop[] = [];
  const perTab: Record<string, number> = {};
  const tabs = await visitEveryTab(page, async (name) => {
    // From the tab just clicked, round the whole screen: the header, the tabs and the panel.
    await forgetMeasured(page);
    const walk = await tabThrough(page, 150);
    perTab[name] = walk.length;
    for (const stop of walk) stops.push({ ...stop, what: `${name}: ${stop.what}` });
    // A picker or menu left open by the walk would cover the next tab.
    await page.keyboard.press('Escape');
  });
  console.log(`focus stops per tab: ${JSON.stringify(perTab)}`);
  expect(tabs.length).toBeGreaterThanOrEqual(10);
  expectRings(stops, ['gold button', 'outlined button', 'input', 'select', 'other control']);
});

test('every control on every desk tab is at least 24 by 24 px, or spaced as WCAG 2.5.8 allows', async ({
  page,
  baseURL,
}) => {
  await somethingInEveryPanel(baseURL, { start: '14:00', end: '15:00' });
  await signInAsNewAdmin(page, 'targetadmin');
  const found: string[] = [];
  const under44: string[] = [];
  const tabs = await visitEveryTab(page, async (name) => {
    for (const line of await smallTargets(page, { minimum: 24, spacing: true }))
      found.push(`${name}: ${line}`);
    // For the record: how far the console is from the website's 44 px.
    for (const line of await smallTargets(page, { minimum: 44 })) under44.push(`${name}: ${line}`);
  });
  console.log(`desk targets under 44 px (not required): ${under44.length}\n${under44.join('\n')}`);
  test.info().annotations.push({ type: 'targets under 44 px', description: String(under44.length) });
  expect(tabs.length).toBeGreaterThanOrEqual(10);
  expect(found).toEqual([]);
});
