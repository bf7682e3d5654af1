/**
 * Every call to our own /api (docs/product.md): same origin with cookies, JSON bodies with a JSON
 * content-type, and a non-OK answer turned into Error('{status}: {body text or status text}') so
 * callers and the 401 handler can read the status from the message.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
  return res;
}

/** A data load: GET, then the JSON answer. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

/** A state change with a JSON answer (or undefined when the answer has no body, e.g. 204). */
export async function sendJson<T>(
  method: Exclude<HttpMethod, 'GET'>,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The HTTP status an apiRequest error carries, or null for other errors (network, parse). */
export function errorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

export function isUnauthorized(error: unknown): boolean {
  return errorStatus(error) === 401;
}

/**
 * The server's own words for a refusal: the `message` of its JSON error body, or null when the
 * error did not come from the server with one (the caller then shows core's fallback text).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error) || errorStatus(error) === null) return null;
  const body = error.message.slice(error.message.indexOf(': ') + 2);
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0 ? parsed.message : null;
  } catch {
    return null;
  }
}
