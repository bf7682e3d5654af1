/**
 * What the founding popup's two callers share (introOffer.ts in the app, app/startOnDemand.ts before
 * it starts), kept free of React so the page's entry can read it too.
 */

/** sessionStorage's key for "closed this session" (JSON true, as jotai's storage writes it). */
export const INTRO_OFFER_SEEN_KEY = 'lounge.introOfferSeen';

/** The popup's dialog while it is on screen (introOfferDialog.ts). */
export const INTRO_OFFER_ISLAND_ID = 'intro-offer-island';

export function introOfferSeen(): boolean {
  try {
    return sessionStorage.getItem(INTRO_OFFER_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Closed for this session, as the app's hook (introOffer.ts, jotai's storage) records it.
 */
export function markIntroOfferSeen(): void {
  try {
    sessionStorage.setItem(INTRO_OFFER_SEEN_KEY, 'true');
  } catch {
    // No storage (a private window's quota): the popup may come again on the next visit.
  }
}

/** The popup is on screen already (shown before the app started): the app's home page leaves it be. */
export const introOfferOnIsland = () => document.getElementById(INTRO_OFFER_ISLAND_ID) !== null;
