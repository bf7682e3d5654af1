/**
 * A prerendered page never starts the app just to hydrate it unless it has a control only the app
 * runs (docs/decisions/067, 068 and 069: antd's selects and date pickers, a checkbox; prerender.ts's
 * `startsAtOnce`; since 071 no prerendered page has one): its HTML is the page, and hydrating it cost
 * a slow phone most of a second of blocked main thread. Plain code here keeps what the app would have added, and the app (boot.tsx)
 * starts only when the page needs it:
 *
 * - at the visitor's first tap, click, key press or focus (a link clicked meanwhile is an ordinary
 *   page load, the next page prerendered too; the menu works in plain code, menuBeforeStart.ts; the
 *   billing switch needs no code, PlanToggle.tsx; what is typed into a form or chosen in its native
 *   select or date field meanwhile is kept, and a form sent is held until its code runs,
 *   features/forms/keptTypedBeforeStart.ts and submitBeforeStart.ts);
 * - when someone is signed in (the header and the pages show them as a member);
 * - when the founding offer is over (the pages change their prices and switch with it:
 *   offerChangesPage).
 *
 * Otherwise the page stays as it was sent, and only its small parts run: the page view recorded,
 * the founding popup on the home page and the offer's limits on /membership (plain DOM,
 * features/home/introOfferDialog.ts, features/membership/limitedBannerIsland.ts), and a test
 * system's banner (runModeIsland.ts).
 */
import type { FoundingOfferStatus, RunMode } from '@lounge/core';
import { track } from '../api/analytics';
import { introOfferSeen, markIntroOfferSeen } from '../features/home/introOfferSeen';
import { afterPaint } from './afterFirstPaint';
import { recordPageViewBeforeStart } from './pageViewBeforeStart';

// focusin: a field can be focused without a tap or key (a screen reader, a password manager).
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** The founding popup's wait after the page is on screen (core's UI_TIMINGS.introPopupDelay). */
const POPUP_DELAY_MS = 1000;

let started = false;

async function answer<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

function runModeInPage(): RunMode | undefined {
  try {
    const venue = JSON.parse(document.getElementById('venue-data')?.textContent ?? 'null') as {
      runMode?: RunMode;
    } | null;
    return venue?.runMode;
  } catch {
    return undefined;
  }
}

/**
 * Whether the founding offer's state changes what this page was prerendered with: an offer that is
 * over changes the prices of /, /membership and /membership-selection (and takes the billing switch
 * away). The limits of an open offer are stated by islands: the popup on /, the banner on
 * /membership.
 */
function offerChangesPage(offer: FoundingOfferStatus): boolean {
  const path = window.location.pathname;
  return ['/', '/membership', '/membership-selection'].includes(path) && !offer.open;
}

/** Runs `start` (once) when the page needs the app; until then, the page's small parts. */
export function startOnDemand(start: () => void): void {
  const startNow = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) document.removeEventListener(type, startNow, true);
    start();
  };
  for (const type of INTERACTIONS)
    document.addEventListener(type, startNow, { capture: true, passive: true });

  recordPageViewBeforeStart(window.location.pathname);
  track('page_view');

  // Once the page has painted, as the app did: the paint never waits for these.
  afterPaint(() => {
    // Pinned to the foot of the screen, the banner moves nothing already painted.
    const runMode = runModeInPage();
    if (runMode && (runMode.development || runMode.paymentsSandbox))
      void import('../ui/runModeIsland').then((island) => {
        if (!started) island.showRunModeBanner(runMode);
      });
    void Promise.all([
      answer<{ user: unknown }>('/api/auth/session'),
      answer<FoundingOfferStatus>('/api/founding-offer'),
    ]).then(([session, offer]) => {
      if (started) return;
      if (session?.user || (offer && offerChangesPage(offer))) {
        startNow();
        return;
      }
      if (window.location.pathname === '/membership' && offer?.open)
        void import('../features/membership/limitedBannerIsland').then((island) => {
          if (!started) island.showLimitedBanner(offer);
        });
      if (window.location.pathname !== '/' || !offer?.open || introOfferSeen()) return;
      window.setTimeout(() => {
        if (started || introOfferSeen()) return;
        void import('../features/home/introOfferDialog').then(({ showIntroOffer }) => {
          if (started) return;
          showIntroOffer(offer, {
            onClose: () => {
              markIntroOfferSeen();
              track('popup_close');
            },
            // Before the app, a claim is an ordinary page load (the next page is prerendered).
            go: (to) => window.location.assign(to),
          });
        });
      }, POPUP_DELAY_MS);
    });
  });
}
