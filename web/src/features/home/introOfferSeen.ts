/**
 * What the founding popup's two homes share (introOffer.ts in the app, introOfferIsland.tsx before
 * it starts), kept free of React so the page's entry can read it too.
 */

/** sessionStorage's key for "closed this session" (JSON true, as jotai's storage writes it). */
export const INTRO_OFFER_SEEN_KEY = 'lounge.introOfferSeen';

/** The island's container while its popup is on screen. */
export const INTRO_OFFER_ISLAND_ID = 'intro-offer-island';

export function introOfferSeen(): boolean {
  try {
    return sessionStorage.getItem(INTRO_OFFER_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The island shows the popup now: the app's home page leaves it be. */
export const introOfferOnIsland = () => document.getElementById(INTRO_OFFER_ISLAND_ID) !== null;
