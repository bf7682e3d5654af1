/**
 * The app's start, once main.tsx has let a prerendered page paint: the venue settings, the
 * signed-in user and the current page's code are requested at once, before React renders, so the
 * first screen waits for the slowest of them rather than for all three in turn.
 *
 * A public page arrives prerendered (see prerender.ts at the repository root): its HTML is already
 * on screen, and the venue settings it was rendered with are in the page. Then React hydrates that
 * HTML once the page's code is here, instead of rendering it again.
 */
import { LEGAL_DOCUMENTS, type VenueInfo, type VenuePhotosAnswer } from '@lounge/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LEGAL_ANSWER, legalQuery } from './api/legal';
import { photosQuery } from './api/photos';
import { createQueryClient } from './api/queryClient';
import { venueQuery } from './api/venue';
import { App } from './app/App';
import { whenStaying } from './app/leavingPage';
import { userQuery } from './features/auth/currentUser';
import { stopHandlingMenu } from './layout/menuBeforeStart';
import { loadPageNow } from './routes/lazyPages';
import { removeRunModeBanner } from './ui/runModeIsland';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');

/**
 * The venue settings the server wrote into the page (a prerendered page, and the shell of every
 * other path); null when it did not (a build served without its prerender list).
 */
function venueInPage(): VenueInfo | null {
  try {
    return JSON.parse(document.getElementById('venue-data')?.textContent ?? 'null') as VenueInfo | null;
  } catch {
    return null;
  }
}

/** The venue's photos as the server filled them into the page (the hero's HTML shows the same). */
function prerenderedPhotos(): VenuePhotosAnswer | null {
  const data = document.getElementById('photos-data')?.textContent;
  return data ? (JSON.parse(data) as VenuePhotosAnswer) : null;
}

const client = createQueryClient();
const prerendered = root.dataset.prerendered === window.location.pathname;
const venue = venueInPage();
if (venue) client.setQueryData(venueQuery.queryKey, venue);
else void client.prefetchQuery(venueQuery);
const photos = prerendered ? prerenderedPhotos() : null;
if (photos) client.setQueryData(photosQuery.queryKey, photos);
// A prerendered legal page is served only while its default applies.
for (const document of ['terms', 'privacy'] as const)
  if (prerendered && LEGAL_DOCUMENTS[document].path === window.location.pathname)
    client.setQueryData(legalQuery(document).queryKey, DEFAULT_LEGAL_ANSWER);
void client.prefetchQuery(userQuery);

const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

/**
 * The first render, or the hydration of a prerendered page, as a transition: React works on it in
 * short slices and lets the browser paint and answer input between them, instead of one long task.
 */
const start = (hydrate: boolean) => {
  stopHandlingMenu();
  // The banner set before the app (app/startOnDemand.ts) is not in the HTML React hydrates.
  removeRunModeBanner();
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
};

// The page's code is fetched before the first render (its files are named in the page's head), so
// the first render is the page itself, never a loading screen that React would keep on screen a
// while longer once the page is ready.
// Not while a link followed before the app started is loading the next page (app/leavingPage.ts).
void loadPageNow(window.location.pathname).then(
  () => whenStaying(() => start(prerendered && venue !== null)),
  // The page's code could not be fetched: render anyway, the app shows its error screen.
  () => whenStaying(() => start(false)),
);
