/**
 * The page view of a page whose app starts only on demand (startOnDemand.ts) is recorded before the
 * app runs; the app, once started there, must not record the same view again (useRouteEffects.ts).
 */
let recorded: string | null = null;

export function recordPageViewBeforeStart(path: string): void {
  recorded = path;
}

/** True once, for the path already recorded before the app started. */
export function takePageViewBeforeStart(path: string): boolean {
  const already = recorded === path;
  recorded = null;
  return already;
}
