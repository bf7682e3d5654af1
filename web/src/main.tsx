/**
 * The member and visitor web app's entry. A prerendered public page is on screen before any of
 * its code runs (prerender.ts). On the home page the app (boot.tsx: React, the router, the page's
 * code) is evaluated only once that page has painted, so its largest paint (the hero, in the
 * prerendered HTML) never waits for the scripts, on a slow phone as on a busy one. Other pages
 * start the app at once: their largest paint is text the app fills in once it runs, and waiting a
 * frame only made it later (Lighthouse's
 * median on /membership went from 96 to 94 when every prerendered page waited). The page's head
 * names boot.tsx's files, so they are fetched meanwhile.
 */
// The lounge's type (app/fonts.css; prerender.ts preloads the faces the first screen uses).
import './app/fonts.css';
import './app/global.css';
import './ui/reducedMotion.css';

const root = document.getElementById('app');
const prerendered = root?.dataset.prerendered === window.location.pathname;
/**
 * After the next frame has been painted: a frame's callback, then a task after it. A page opened
 * out of sight paints no frame: it starts after a moment all the same.
 */
const painted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
const paintFirst = prerendered && window.location.pathname === '/';
void (paintFirst ? painted() : Promise.resolve()).then(() => import('./boot'));

// Installable, and the static shell kept for the next visit (web/public/sw.js; never /api).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
