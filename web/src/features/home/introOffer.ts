/**
 * The founding-member popup (docs/product.md): closed, opens 1 second after the home page
 * loads, closes for good once dismissed. "For good" means this browser session, so a visitor who
 * closed it is not asked again every time they come back to the home page.
 */
import { UI_TIMINGS } from '@lounge/core';
import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useCallback, useEffect, useState } from 'react';
import { track } from '../../api/analytics';
import { INTRO_OFFER_SEEN_KEY, introOfferOnIsland } from './introOfferSeen';

const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

const introOfferSeenAtom = atomWithStorage(
  INTRO_OFFER_SEEN_KEY,
  false,
  // No storage while the build prerenders the page (Node has none): the popup is closed there anyway.
  createJSONStorage<boolean>(() => (typeof sessionStorage === 'undefined' ? noStorage : sessionStorage)),
  { getOnInit: true },
);

export function useIntroPopup(enabled: boolean): { open: boolean; close: () => void } {
  const [seen, setSeen] = useAtom(introOfferSeenAtom);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Shown before the app started (app/startOnDemand.ts) and still on screen: not a second one.
    if (!enabled || seen || introOfferOnIsland()) return;
    const timer = window.setTimeout(() => setOpen(true), UI_TIMINGS.introPopupDelay);
    return () => window.clearTimeout(timer);
  }, [enabled, seen]);

  const close = useCallback(() => {
    setOpen(false);
    setSeen(true);
    track('popup_close');
  }, [setSeen]);

  return { open, close };
}
