/**
 * The lounge server's address as the desk keeps it: an http(s) origin, nothing more. A path, query
 * or credentials typed into the field are dropped or refused, so the window only ever opens
 * `${origin}/desk/` and the navigation guard compares whole origins.
 *
 * Staff passwords and members' details travel on this connection, so a server on another computer
 * must be reached over https. Plain http is for this computer only (localhost, 127.x, ::1), unless
 * staff tick the lab-only opt-out, which the console then warns about.
 */

export const ALLOW_UNENCRYPTED_LABEL = 'Allow unencrypted connection (lab only)';
export const UNENCRYPTED_REFUSED =
  'Use an https:// address for a server on another computer: over http the staff password crosses the network unencrypted.';
export const UNENCRYPTED_WARNING =
  'Unencrypted: anyone on this network can read staff passwords and member details sent to this server. Only for a test lab, never at the lounge.';

/** Hosts that are this computer: plain http to them never leaves it. */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * The origin of an http(s) address, or null when it is none. Typed without a scheme, an address on
 * this computer is read as http ('localhost:5000') and any other as https ('lounge.local:5000').
 */
export function normalizeServerUrl(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!text || text.length > 300) return null;
  try {
    let url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // Credentials in the address would be sent with every request; staff sign in instead.
    if (url.username || url.password) return null;
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && isLoopbackHost(url.hostname)) {
      url = new URL(`http://${text}`);
    }
    return url.origin;
  } catch {
    return null;
  }
}

/** Why the console may not use this origin (see normalizeServerUrl), or null when it may. */
export function serverAddressRefusal(origin: string, allowUnencrypted: boolean): string | null {
  const url = new URL(origin);
  if (url.protocol === 'https:' || isLoopbackHost(url.hostname) || allowUnencrypted) return null;
  return UNENCRYPTED_REFUSED;
}

/** True when the origin is plain http to another computer: the lab-only opt-out applies. */
export function isUnencryptedRemote(origin: string): boolean {
  return serverAddressRefusal(origin, false) !== null;
}

/** The console's page on a server: the renderer the server serves at /desk/. */
export function deskPageUrl(serverUrl: string): string {
  return `${serverUrl}/desk/`;
}
