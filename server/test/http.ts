/** Request helpers for server.inject tests: JSON bodies, the session cookie carried along. */
import type { Server, ServerInjectResponse } from '@hapi/hapi';

export interface Call {
  method?: string;
  url: string;
  payload?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export function call(
  server: Server,
  { method = 'GET', url, payload, cookie, headers = {} }: Call,
): Promise<ServerInjectResponse> {
  return server.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

/** The session cookie a response set, as a Cookie header value ('' when none). */
export function sessionCookie(res: ServerInjectResponse): string {
  const set = res.headers['set-cookie'];
  const list = Array.isArray(set) ? set : set ? [set] : [];
  const found = list.find((c) => c.startsWith('lounge_sid='));
  return found ? (found.split(';')[0] ?? '') : '';
}

export function body<T = Record<string, unknown>>(res: ServerInjectResponse): T {
  return JSON.parse(res.payload) as T;
}

/** The site the payment tests' return addresses belong to (PUBLIC_URL's default). */
export const SITE = 'http://localhost:5000';

/** A JSON POST from the site's own pages, signed in when a cookie is given. */
export function postFromSite(server: Server, url: string, payload: unknown, cookie?: string) {
  return call(server, {
    method: 'POST',
    url,
    payload,
    ...(cookie ? { cookie } : {}),
    headers: { host: 'localhost:5000' },
  });
}
