/**
 * The member and visitor web app's entry. A prerendered public page is on screen before any of
 * its code runs (prerender.ts). On one with nothing to type into, the app (boot.tsx: React, the
 * router, the page's code) is fetched and evaluated only once the page has painted
 * (app/afterFirstPaint.ts), so its first and largest paints never wait for the scripts or share
 * the connection with them, on a slow phone as on a busy one. Any other page starts at once, its
 * files named in its head: a page with a form (what is typed before the form's code runs never
 * reaches its state, so that code comes as early as it can), and the members' pages and the
 * shell, which show nothing until the app runs.
 */
// The lounge's type (app/fonts.css; prerender.ts preloads the faces the first screen uses).
import './app/fonts.css';
import './app/global.css';
import './ui/reducedMotion.css';
import { readyToStart } from './app/afterFirstPaint';
import { holdSubmitsBeforeStart } from './features/forms/submitBeforeStart';
import { handleMenuBeforeStart } from './layout/menuBeforeStart';

handleMenuBeforeStart();
holdSubmitsBeforeStart();
void readyToStart().then(() => import('./boot'));

// Installable, and the static shell kept for the next visit (web/public/sw.js; never /api).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
