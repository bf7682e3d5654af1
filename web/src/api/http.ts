/**
 * Every call to our own /api (docs/product.md): same origin with cookies, JSON bodies with a JSON
 * content-type, and a non-OK answer (or none) turned into an ApiError, whose message is
 * '{status}: {body text or status text}' and whose fields are the status and the refusal.
 */
import { ApiError, asApiError } from './apiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw ApiError.noAnswer(error);
  }
  if (!res.ok) throw ApiError.fromAnswer(res.status, await res.text(), res.statusText);
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

/** The HTTP status an apiRequest error carries, or null for other errors and for no answer. */
export function errorStatus(error: unknown): number | null {
  const status = asApiError(error)?.status;
  return status ? status : null;
}

export function isUnauthorized(error: unknown): boolean {
  return errorStatus(error) === 401;
}
