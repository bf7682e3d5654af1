/**
 * The web app manifest (GET /manifest.webmanifest): what a phone shows when a member adds the site
 * to the home screen. Made from the venue settings, so the app is called what the lounge is called.
 */
import type { VenueSettings } from '@lounge/core';

/** The lounge's colours (web/src/app/theme.ts): deep green, the page's background. */
const GREEN = '#0c1f16';

export function webManifest(venue: Pick<VenueSettings, 'name'>) {
  return {
    name: venue.name,
    // Under the icon there is room for about 12 characters: 'Big Sky' of 'Big Sky Golf Lounge'.
    short_name: venue.name.length <= 12 ? venue.name : venue.name.split(/\s+/).slice(0, 2).join(' '),
    description: `${venue.name}: members-only indoor golf. Book a bay, manage your membership.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: GREEN,
    theme_color: GREEN,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
}
