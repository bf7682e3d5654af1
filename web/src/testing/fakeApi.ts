/**
 * A stand-in for our /api in component tests: answers by method and path, records every call.
 * Unknown calls answer 404, so a test notices a request it did not expect.
 */
import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body?: unknown };
type Handler = (body: unknown) => FakeAnswer;

export interface FakeApi {
  calls: Array<{ method: string; path: string; body: unknown }>;
}

/** `routes` maps 'GET /api/bookings' (or a path prefix ending in '*') to an answer or a handler. */
export function stubApi(routes: Record<string, FakeAnswer | Handler>): FakeApi {
  const api: FakeApi = { calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      api.calls.push({ method, path: url, body });
      const key = Object.keys(routes).find((k) => {
        const [m, p = ''] = k.split(' ');
        return m === method && (p.endsWith('*') ? url.startsWith(p.slice(0, -1)) : url === p);
      });
      const route = key ? routes[key] : undefined;
      const answer =
        typeof route === 'function'
          ? route(body)
          : (route ?? { status: 404, body: { message: 'Not Found' } });
      const status = answer.status ?? 200;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status });
    }),
  );
  return api;
}
