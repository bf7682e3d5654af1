/**
 * A page load under way. A link followed on a prerendered page before its app has started is an
 * ordinary page load; the app starting meanwhile would put its router's history entry over it (a
 * history change cancels Chromium's pending navigation), and the visitor's tap would come to
 * nothing. So the app does not start while the page is being left. Should the page stay after all
 * (the link was a download, say), the app starts at the visitor's next tap or key.
 */
let leaving = false;

/** From the entry on: whether the page is being left (a bfcache return is a page staying). */
export function watchLeaving(): void {
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** Runs `then` now, or, while the page is being left, at the next tap or key if it stays. */
export function whenStaying(then: () => void): void {
  if (!leaving) {
    then();
    return;
  }
  const types = ['pointerdown', 'keydown'] as const;
  const again = () => {
    for (const type of types) document.removeEventListener(type, again, true);
    leaving = false;
    whenStaying(then);
  };
  for (const type of types) document.addEventListener(type, again, true);
}
