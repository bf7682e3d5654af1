/**
 * The member and visitor web app's entry. A prerendered public page is on screen before any of
 * its code runs (prerender.ts); the app (boot.tsx: React, the router, the page's code) is
 * evaluated only once that page has painted, so its first and largest paint never wait for the
 * scripts, on a slow phone as on a busy one. Any other page starts the app at once: it has nothing
 * on screen until then. The page's head names boot.tsx's files, so they are fetched meanwhile.
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
void (prerendered ? painted() : Promise.resolve()).then(() => import('./boot'));

// Installable, and the static shell kept for the next visit (web/public/sw.js; never /api).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
