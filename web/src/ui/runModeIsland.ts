/**
 * A test system's banner on a page whose app has not started (app/startOnDemand.ts): the same
 * words and look as RunModeBanner, in its place in the site's frame (pinned to the foot of the
 * screen), set in plain code; boot.tsx takes it away before hydrating, and the app shows its own.
 */
import { type RunMode, runModeNotice } from '@lounge/core';
import './runModeBanner.css';

const RUN_MODE_ISLAND_ID = 'run-mode-island';

export function showRunModeBanner(runMode: RunMode): void {
  const notice = runModeNotice(runMode);
  if (!notice || document.getElementById(RUN_MODE_ISLAND_ID)) return;
  const banner = document.createElement('div');
  banner.id = RUN_MODE_ISLAND_ID;
  banner.className = 'run-mode-banner';
  banner.setAttribute('role', 'status');
  banner.textContent = notice;
  const site = document.querySelector('#app > .site');
  if (!site) return;
  site.querySelector(':scope > .skip-link')?.after(banner);
}

/** Taken away before the app hydrates the page: React finds the frame as it was sent. */
export function removeRunModeBanner(): void {
  document.getElementById(RUN_MODE_ISLAND_ID)?.remove();
}
