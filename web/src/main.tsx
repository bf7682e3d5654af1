/**
 * The member and visitor web app's entry. A prerendered public page is on screen before any of
 * its code runs (prerender.ts). On most, the app (boot.tsx: React, the router, the page's code)
 * starts only when the page needs it (app/startOnDemand.ts: the first tap, key or focus, someone
 * signed in, a founding offer that changes the page), and then only once the page has painted
 * (app/afterFirstPaint.ts); until then only the page's small parts run (the menu, the page view,
 * the founding popup, a test system's banner, a form's typing, choices and sending held for its
 * code). Any other page starts at once, its files named in its head: a page with a control only the
 * app runs (antd's select or date picker, a checkbox), and the members' pages and the shell, which
 * show nothing until the app runs. A native select or date field is not such a control
 * (docs/decisions/069, 071), and no prerendered page has one that is.
 */
// The lounge's type (app/fonts.css; prerender.ts preloads the faces the first screen uses).
import './app/fonts.css';
import './app/global.css';
import './ui/reducedMotion.css';
import { PAGE_SCRIPTS_TEMPLATE, readyToStart } from './app/afterFirstPaint';
import { watchLeaving } from './app/leavingPage';
import { startOnDemand } from './app/startOnDemand';
import { holdSubmitsBeforeStart } from './features/forms/submitBeforeStart';
import { handleMenuBeforeStart } from './layout/menuBeforeStart';

watchLeaving();
handleMenuBeforeStart();
const sentEarly = holdSubmitsBeforeStart();
// A form sent or a field focused before this entry ran: the visitor has begun, and the listeners
// that start the app at a tap, key or focus came too late to hear it (docs/decisions/072).
const begun = sentEarly || (document.activeElement !== null && document.activeElement !== document.body);
const startApp = () => void readyToStart().then(() => import('./boot'));
// The template naming the page's scripts marks a page that needs no app to be read (prerender.ts).
if (document.getElementById(PAGE_SCRIPTS_TEMPLATE) && !begun) startOnDemand(startApp);
else startApp();

// Installable, and the static shell kept for the next visit (web/public/sw.js; never /api).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
