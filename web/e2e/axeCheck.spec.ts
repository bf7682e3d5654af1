/**
 * The accessibility check every journey ends with can fail: on a real page of the site, a control
 * without a name, grey text on white and an image without alternative text are each reported, with
 * the element; once they are gone the page is clean again.
 */
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

test('the axe check reports a nameless field, low-contrast text and an image without alt text', async ({
  page,
}) => {
  await page.goto('/membership');
  await page.locator('main').first().waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const box = document.createElement('div');
    box.id = 'planted';
    box.innerHTML =
      '<input id="planted-input" type="text">' +
      '<p id="planted-text" style="color:#bbb;background:#fff">Members only</p>' +
      '<img id="planted-image" src="/favicon.svg">';
    document.querySelector('main')?.append(box);
  });
  const found = await axeViolations(page);
  expect(found.find((line) => line.includes(' label: '))).toContain('#planted-input');
  expect(found.find((line) => line.includes(' color-contrast: '))).toContain('#planted-text');
  expect(found.find((line) => line.includes(' image-alt: '))).toContain('#planted-image');

  await page.evaluate(() => document.getElementById('planted')?.remove());
  expect(await axeViolations(page)).toEqual([]);
});
