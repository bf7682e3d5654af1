import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, refusalMessage } from './apiError';
import { apiRequest, errorStatus, getJson, isUnauthorized, sendJson } from './http';

function respond(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the data layer (docs/product.md)', () => {
  it('sends cookies, and a JSON body with a JSON content-type', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    await expect(sendJson('POST', '/api/contact', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('sends no body or content-type on a data load, and parses JSON', async () => {
    const fetchMock = respond(200, '[1,2]');
    await expect(getJson('/api/bookings')).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings', {
      method: 'GET',
      credentials: 'include',
      headers: {},
      body: undefined,
    });
  });

  it('turns a non-OK answer into an ApiError whose message is "{status}: {body text}"', async () => {
    respond(409, '{"message":"That bay is taken"}');
    const error = await apiRequest('POST', '/api/bookings', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('409: {"message":"That bay is taken"}');
    expect(errorStatus(error)).toBe(409);
    expect(refusalMessage(error)).toBe('That bay is taken');
  });

  it('uses the status text when the body is empty', async () => {
    respond(401, '', 'Unauthorized');
    const error = await getJson('/api/bookings').catch((e: unknown) => e);
    expect((error as Error).message).toBe('401: Unauthorized');
    expect(isUnauthorized(error)).toBe(true);
    expect(refusalMessage(error)).toBeUndefined();
  });

  it('reads an answer without a body as undefined', async () => {
    respond(204, '');
    await expect(sendJson('POST', '/api/analytics', {})).resolves.toBeUndefined();
  });

  it('knows no status for errors that did not come from the server', () => {
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
    expect(refusalMessage('nope')).toBeUndefined();
  });
});
