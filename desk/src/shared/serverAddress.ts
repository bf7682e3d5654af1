/**
 * The lounge server's address as the desk keeps it: an http(s) origin, nothing more. A path, query
 * or credentials typed into the field are dropped or refused, so the window only ever opens
 * `${origin}/desk/` and the navigation guard compares whole origins.
 */

/** The origin of an http(s) address ('lounge.local:5000' is read as http), or null when it is none. */
export function normalizeServerUrl(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!text || text.length > 300) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // Credentials in the address would be sent with every request; staff sign in instead.
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The console's page on a server: the renderer the server serves at /desk/. */
export function deskPageUrl(serverUrl: string): string {
  return `${serverUrl}/desk/`;
}
