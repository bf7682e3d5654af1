import { memberLabels } from '@lounge/core';
import { expect, test, venueDay } from './fixtures';
import { bookThroughApi, createMember } from './members';

// A member whose system asks for reduced motion (web/src/ui/reducedMotion.css): antd's lists open
// at once, and where they belong.
test.use({ reducedMotion: 'reduce' });

test('with reduced motion, a select in the Edit Booking dialog opens its list beside its field, on screen', async ({
  page,
}) => {
  await createMember(page, 'general');
  await bookThroughApi(page, {
    bayNumber: '1',
    bookingDate: venueDay(1),
    startTime: '10:00',
    endTime: '11:00',
  });
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);

  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: memberLabels.dashboard.upcomingTitle });
  await upcoming.getByRole('button', { name: /^Edit booking/ }).click();
  const dialog = page.getByRole('dialog', { name: memberLabels.editDialog.title });
  await expect(dialog).toBeVisible();

  const select = dialog.getByRole('combobox', { name: 'End time', exact: true });
  await select.click();
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(list).toBeVisible();
  // The list is where the member looks: inside the window, right below (or above) its field,
  // starting at the field's left edge.
  const field = dialog
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: 'End time', exact: true }) });
  await expect(async () => {
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const box = await list.boundingBox();
    const at = await field.boundingBox();
    expect(box && at).toBeTruthy();
    if (!box || !at) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(Math.abs(box.x - at.x)).toBeLessThanOrEqual(2);
    const below = box.y - (at.y + at.height);
    const above = at.y - (box.y + box.height);
    expect(Math.min(Math.abs(below), Math.abs(above))).toBeLessThanOrEqual(12);
  }).toPass({ timeout: 5000 });
  // And it works: an option picked from it is the field's value.
  await list.locator('.ant-select-item-option[title^="12:00 PM"]').click();
  await expect(field).toContainText('12:00 PM');
});
