/**
 * Where to go after login or signup: the `redirect` query when it is a path on this site, else '/'.
 * Anything else ('//evil.example', 'https://...', '/\\evil') is ignored, so a crafted link cannot
 * send a member off-site after they sign in.
 */
const AUTH_PAGES = new Set(['/login', '/signup']);

export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const path = value.split(/[?#]/)[0] ?? '';
  return AUTH_PAGES.has(path) ? '/' : value;
}

/** The login page, asking to come back to `redirect` afterwards. */
export function loginHref(redirect?: string): string {
  return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}
