// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STEADY_HOLD_MS, useSteadyList } from './useSteadyList';

afterEach(() => vi.useRealTimers());

const keyOf = (name: string) => name;

describe('useSteadyList', () => {
  it('keeps the rows where they were after an action, until a refresh after the hold', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const { result, rerender } = renderHook(
      ({ items, at }: { items: string[]; at: number }) => useSteadyList(items, keyOf, at),
      { initialProps: { items: ['Ann', 'Bob', 'Cy'], at: 1_000_000 } },
    );
    const names = () => result.current.rows.map((r) => `${r.key}${r.done ? `(${r.done})` : ''}`);
    act(() => result.current.mark('Ann', 'Checked in…'));
    act(() => result.current.mark('Ann', 'Checked in'));
    // The action's own refetch: Ann has gone from the answer, Dee has come.
    rerender({ items: ['Bob', 'Cy', 'Dee'], at: 1_000_200 });
    expect(names()).toEqual(['Ann(Checked in)', 'Bob', 'Cy', 'Dee']);
    // A refusal takes the mark off; the rows still hold.
    act(() => result.current.mark('Bob', 'Checked in…'));
    act(() => result.current.mark('Bob', null));
    expect(names()).toEqual(['Ann(Checked in)', 'Bob', 'Cy', 'Dee']);
    // The next regular refresh, after the hold: the list is the server's again.
    vi.setSystemTime(1_000_000 + STEADY_HOLD_MS + 15_000);
    rerender({ items: ['Bob', 'Cy', 'Dee'], at: 1_000_000 + STEADY_HOLD_MS + 15_000 });
    expect(names()).toEqual(['Bob', 'Cy', 'Dee']);
  });
});
