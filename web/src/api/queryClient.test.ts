import { toastMessages, UI_TIMINGS } from '@lounge/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { createQueryClient } from './queryClient';
import { createUnauthorizedHandler } from './unauthorized';

const unauthorized = () => Promise.reject(ApiError.fromAnswer(401, '{"message":"Please sign in"}'));

afterEach(() => vi.useRealTimers());

describe('the query client', () => {
  it('never goes stale, never refetches on focus or reconnect, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('hands a 401 of a member query to the sign-in redirect', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    await client.prefetchQuery({ queryKey: ['bookings'], queryFn: unauthorized, meta: { member: true } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('hands a 401 of a member mutation to it too, but not other errors or other calls', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    const run = (fn: () => Promise<unknown>, member: boolean) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: fn, meta: { member } })
        .execute(undefined)
        .catch(() => undefined);
    await run(() => Promise.reject(ApiError.fromAnswer(500, 'boom')), true);
    await run(unauthorized, false);
    await client.prefetchQuery({ queryKey: ['user'], queryFn: unauthorized });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await run(unauthorized, true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('the 401 handler (docs/product.md)', () => {
  it("toasts 'Unauthorized', then goes to sign in after 500 ms, once for many failures", () => {
    vi.useFakeTimers();
    const toast = vi.fn();
    const redirect = vi.fn();
    const handle = createUnauthorizedHandler({ toast, redirect });
    handle();
    handle();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ ...toastMessages.unauthorized, kind: 'error' });
    vi.advanceTimersByTime(UI_TIMINGS.unauthorizedRedirectDelay - 1);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
