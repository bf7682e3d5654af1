/**
 * Where the console's window may go. It shows exactly two things: the console served by the lounge
 * server (any page of that origin) and, when the server cannot be reached, the same console from
 * disk (one file). Anything else is refused, so a link or script that ends up in staff data cannot
 * turn the console into a general browser. Mail links and https pages the staff click open in the
 * system's own mail client and browser instead.
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

/** True for an address the system should open (a mail link, an https page) rather than the console. */
export function opensExternally(url: string): boolean {
  const target = parse(url);
  return target !== null && (target.protocol === 'mailto:' || target.protocol === 'https:');
}
