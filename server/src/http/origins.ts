/** What counts as "this site": PUBLIC_URL's origin, or the origin the browser itself used (the box's LAN address). */
import type { ReqRef, Request } from '@hapi/hapi';

/** The origin the browser reached us at, for links that bring it back here (checkout returns). */
export function requestOrigin<Refs extends ReqRef>(request: Request<Refs>): string {
  return `${request.server.info.protocol}://${request.info.host}`;
}

export function siteOrigins<Refs extends ReqRef>(request: Request<Refs>, publicUrl: string): Set<string> {
  return new Set([new URL(publicUrl).origin, `${request.server.info.protocol}://${request.info.host}`]);
}

/** True when `url` is an absolute http(s) address on this site (no open redirects through us). */
export function isOwnUrl<Refs extends ReqRef>(
  url: string,
  request: Request<Refs>,
  publicUrl: string,
): boolean {
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
