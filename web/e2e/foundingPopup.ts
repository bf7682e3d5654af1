import type { Page } from '@playwright/test';
import { INTRO_OFFER_SEEN_KEY } from '../src/features/home/introOfferSeen';

/**
 * Marks the founding popup closed for the page's session before any of the page's code runs. On /
 * the popup opens a second after the page is on screen and is modal, so on a slow run it would take
 * the taps of a journey that is not about it (landing.spec.ts is).
 */
export async function skipFoundingPopup(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), INTRO_OFFER_SEEN_KEY);
}
