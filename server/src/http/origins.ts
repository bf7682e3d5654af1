/**
 * What counts as "this site": PUBLIC_URL's origin and EXTRA_ORIGINS (config.siteOrigins). Never the
 * request's Host header, which the client chooses: with it, `Host: evil.example` would make
 * evil.example "this site" for redirects and the same-origin check.
 */
import type { Config } from '../config';

/** The site's address for links that bring the browser back here (checkout returns). */
export function siteUrl(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl;
}

export function isSiteOrigin(origin: string, config: Pick<Config, 'siteOrigins'>): boolean {
  return config.siteOrigins.includes(origin);
}

/** True when `url` is an absolute http(s) address on this site (no open redirects through us). */
export function isOwnUrl(url: string, config: Pick<Config, 'siteOrigins'>): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && isSiteOrigin(parsed.origin, config)
    );
  } catch {
    return false;
  }
}
