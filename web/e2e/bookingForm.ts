/** Filling in the booking form and the Edit Booking dialog the way a member does. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Types a date into an antd date picker (Enter accepts it). */
export async function pickDate(scope: Page | Locator, isoDate: string, label = 'Date'): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.fill(isoDate);
  await input.press('Enter');
  await expect(input).toHaveValue(isoDate);
}

const openOption = (page: Page, option: string) =>
  page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title^="${option}"]`,
  );

/**
 * Opens an antd select by its label and picks the option whose text starts with `option`, until
 * the field shows it: a click on a list still sliding open can land on its neighbour.
 */
export async function pickOption(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
): Promise<void> {
  const field = fieldOf(page, scope, label);
  await expect(async () => {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await openOption(page, option).click({ timeout: 3000 });
    await expect(field).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** The option of an open-able select, to check whether it is offered. */
export async function optionOf(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
): Promise<Locator> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  return openOption(page, option);
}

/** A form field's whole item (label, control, chosen value), to read what it shows. */
export function fieldOf(page: Page, scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.ant-form-item')
    .filter({ has: page.getByRole('combobox', { name: label, exact: true }) });
}

export interface SessionChoice {
  date: string;
  start: string;
  end: string;
  bay: string;
  players?: string;
}

/** The booking page's fields for one session. */
export async function fillBooking(page: Page, choice: SessionChoice): Promise<void> {
  await pickDate(page, choice.date);
  await pickOption(page, page, 'Start time', choice.start);
  await pickOption(page, page, 'End time', choice.end);
  await pickOption(page, page, 'Bay', `Bay ${choice.bay}`);
  if (choice.players) await pickOption(page, page, 'Players', choice.players);
}
