/** What counts as "this site": PUBLIC_URL's origin, or the origin the browser itself used (the box's LAN address). */
import type { Request } from '@hapi/hapi';

/** The origin the browser reached us at, for links that bring it back here (checkout returns). */
export function requestOrigin(request: Request): string {
  return `${request.server.info.protocol}://${request.info.host}`;
}

export function siteOrigins(request: Request, publicUrl: string): Set<string> {
  return new Set([new URL(publicUrl).origin, `${request.server.info.protocol}://${request.info.host}`]);
}

/** True when `url` is an absolute http(s) address on this site (no open redirects through us). */
export function isOwnUrl(url: string, request: Request, publicUrl: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      siteOrigins(request, publicUrl).has(parsed.origin)
    );
  } catch {
    return false;
  }
}
