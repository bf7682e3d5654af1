import { UI_TIMINGS } from '@lounge/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIntroPopup } from './introOffer';

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the intro popup (docs/product.md)', () => {
  it('opens 1 second after the page loads', () => {
    const { result } = renderHook(() => useIntroPopup(true));
    act(() => vi.advanceTimersByTime(UI_TIMINGS.introPopupDelay - 1));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it('closes, records popup_close, and stays closed for the session', () => {
    const first = renderHook(() => useIntroPopup(true));
    act(() => vi.advanceTimersByTime(UI_TIMINGS.introPopupDelay));
    act(() => first.result.current.close());
    expect(first.result.current.open).toBe(false);
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'popup_close' });
    first.unmount();

    const again = renderHook(() => useIntroPopup(true));
    act(() => vi.advanceTimersByTime(UI_TIMINGS.introPopupDelay * 5));
    expect(again.result.current.open).toBe(false);
  });

  it('never opens for a signed-in member', () => {
    const { result } = renderHook(() => useIntroPopup(false));
    act(() => vi.advanceTimersByTime(UI_TIMINGS.introPopupDelay * 5));
    expect(result.current.open).toBe(false);
  });
});
