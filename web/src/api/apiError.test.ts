import { GUEST_FEE_CENTS } from '@lounge/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, asApiError, NO_ANSWER, refusalMessage, refusalNotice } from './apiError';
import { errorStatus, getJson, isUnauthorized, sendJson } from './http';

afterEach(() => vi.unstubAllGlobals());

const fallback = { title: 'Request Failed', message: 'Please try again.' };

async function failureOf(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('ApiError', () => {
  it('reads a JSON refusal into its fields and keeps "{status}: {body}" as its message', async () => {
    const body = JSON.stringify({
      statusCode: 402,
      error: 'Payment Required',
      message: 'Guests are paid for first.',
      title: 'Guest Fee Required',
      code: 'guest_fee_required',
      field: 'guestCount',
      feeCents: 2 * GUEST_FEE_CENTS,
      paidGuests: 2,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 402 })),
    );
    const error = await failureOf(() => sendJson('POST', '/api/bookings', {}));

    expect(error.message).toBe(`402: ${body}`);
    expect(error.status).toBe(402);
    expect(error.title).toBe('Guest Fee Required');
    expect(error.code).toBe('guest_fee_required');
    expect(error.field).toBe('guestCount');
    expect(error.refusal).toMatchObject({
      statusCode: 402,
      error: 'Payment Required',
      message: 'Guests are paid for first.',
      feeCents: 2 * GUEST_FEE_CENTS,
      paidGuests: 2,
    });
    expect(refusalMessage(error)).toBe('Guests are paid for first.');
    expect(refusalNotice(error, fallback)).toEqual({
      title: 'Guest Fee Required',
      message: 'Guests are paid for first.',
    });
    expect(errorStatus(error)).toBe(402);
  });

  it("reads a 400's fields at fault", () => {
    const error = ApiError.fromAnswer(
      400,
      JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Enter a valid email.',
        code: 'invalid_fields',
        field: 'email',
        errors: { email: 'Enter a valid email.', password: 7 },
      }),
    );
    expect(error.refusal?.errors).toEqual({ email: 'Enter a valid email.' });
    expect(error.field).toBe('email');
  });

  it('has no refusal for a body that is not JSON, and keeps the body in its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await failureOf(() => getJson('/api/bookings'));

    expect(error.message).toBe('502: <html>Bad Gateway</html>');
    expect(error.status).toBe(502);
    expect(error.refusal).toBeNull();
    expect(error.title).toBeUndefined();
    expect(error.code).toBeUndefined();
    expect(refusalMessage(error)).toBeUndefined();
    expect(refusalNotice(error, fallback)).toEqual(fallback);
  });

  it('uses the status text when the body is empty, and a JSON value that is no object is no refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401, statusText: 'Unauthorized' })),
    );
    const error = await failureOf(() => getJson('/api/auth/user'));
    expect(error.message).toBe('401: Unauthorized');
    expect(error.refusal).toBeNull();
    expect(isUnauthorized(error)).toBe(true);

    expect(ApiError.fromAnswer(500, '"oops"').refusal).toBeNull();
    expect(ApiError.fromAnswer(500, '[1]').refusal).toBeNull();
  });

  it('is an ApiError with no status and no refusal when the network fails', async () => {
    const cause = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw cause;
      }),
    );
    const error = await failureOf(() => sendJson('POST', '/api/contact', {}));

    expect(error.status).toBe(NO_ANSWER);
    expect(error.message).toBe('Failed to fetch');
    expect(error.cause).toBe(cause);
    expect(error.refusal).toBeNull();
    expect(errorStatus(error)).toBeNull();
    expect(isUnauthorized(error)).toBe(false);
    expect(refusalNotice(error, fallback)).toEqual(fallback);
  });

  it('is told apart from other errors', () => {
    expect(asApiError(new Error('400: {}'))).toBeUndefined();
    expect(asApiError('400: {}')).toBeUndefined();
    expect(refusalMessage(new Error('409: {"message":"text is not parsed"}'))).toBeUndefined();
  });
});
