/**
 * The accessibility check the journeys share: axe-core's WCAG 2.0, 2.1 and 2.2 level A and AA rules
 * on the page as it is. No rule is turned off.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Waits for what is fading in or out (a field's error leaving, a toast) to settle, so it is not
 * checked half transparent; endless animations (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]),
    )
    .catch(() => undefined);
}

/** axe-core's WCAG A and AA rules on the page as it is now. */
function analyze(page: Page) {
  // Legacy mode runs axe in the page itself. The default opens a blank page for every check to
  // merge the results of cross-origin frames, which our pages do not have, and that extra page was
  // about a third of each check's time, on over two hundred checks a run.
  return new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).setLegacyMode(true).analyze();
}

/** Each violation as one line: the rule, what it asks, and the first few elements breaking it. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  let results = await analyze(page);
  if (results.violations.length > 0) {
    // A toast that starts to fade out while axe reads the page is measured half transparent. A
    // real violation is still there once what moves has settled, so only what the page shows
    // again is reported.
    await settled(page);
    results = await analyze(page);
  }
  return results.violations.map((v) => {
    const where = v.nodes
      .slice(0, 4)
      .map(
        (n) =>
          `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`,
      )
      .join('; ');
    return `${page.url()} ${v.id}: ${v.help} -> ${where}`;
  });
}
