/**
 * The founding popup on a home page whose app has not started (app/startOnDemand.ts): the same
 * dialog (IntroOfferModal.tsx) in a small React root of its own beside the page, so the page itself
 * is never hydrated for it. Its claims and links are ordinary page loads. While it is on screen, or
 * once closed (the session's flag, as introOffer.ts keeps it), the app's home page shows no second one.
 */
import type { FoundingOfferStatus } from '@lounge/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { track } from '../../api/analytics';
import IntroOfferModal from './IntroOfferModal';
import { INTRO_OFFER_ISLAND_ID, INTRO_OFFER_SEEN_KEY } from './introOfferSeen';

export function showIntroOffer(offer: FoundingOfferStatus): void {
  if (document.getElementById(INTRO_OFFER_ISLAND_ID)) return;
  const container = document.createElement('div');
  container.id = INTRO_OFFER_ISLAND_ID;
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    try {
      sessionStorage.setItem(INTRO_OFFER_SEEN_KEY, 'true');
    } catch {
      // No storage (a private window's quota): the popup may come again on the next visit.
    }
    track('popup_close');
    // After the click that closed it has been handled: a root is not unmounted from its own event.
    window.setTimeout(() => {
      root.unmount();
      container.remove();
    });
  };
  root.render(
    <StrictMode>
      <IntroOfferModal open onClose={close} offer={offer} go={(to) => window.location.assign(to)} />
    </StrictMode>,
  );
}
