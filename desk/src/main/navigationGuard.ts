/**
 * Where the console's window may go. It shows exactly two things: the console served by the lounge
 * server (any page of that origin) and, when the server cannot be reached, the same console from
 * disk (one file). Anything else is refused, so a link or script that ends up in staff data cannot
 * turn the console into a general browser. Mail and phone links, and pages of the venue's own site,
 * open in the system's own programs instead; any other address is not opened at all.
 */

export interface ConsolePlaces {
  /** The server's origin, read at each check: staff can change it while the app runs. */
  serverUrl: () => string;
  /** file: URL of the built renderer's index.html, the offline page. */
  localPage: string;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True for a page of the lounge server's origin or the console's own file (any query). */
export function isConsoleUrl(url: string, places: ConsolePlaces): boolean {
  const target = parse(url);
  if (!target) return false;
  if (target.protocol === 'file:') {
    const local = parse(places.localPage);
    return local !== null && target.pathname === local.pathname && target.host === local.host;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return target.origin === parse(places.serverUrl())?.origin;
}

/**
 * True for an address the system may open for the console: a mail or phone link, or a page of the
 * venue's own site (the server's origin). Nothing else: a link in staff data (a member's note, an
 * inquiry) must not be able to launch arbitrary addresses or programs on the desk's computer.
 */
export function opensExternally(url: string, places: ConsolePlaces): boolean {
  const target = parse(url);
  if (!target) return false;
  if (target.protocol === 'mailto:' || target.protocol === 'tel:') return true;
  return (
    (target.protocol === 'https:' || target.protocol === 'http:') &&
    target.origin === parse(places.serverUrl())?.origin
  );
}
