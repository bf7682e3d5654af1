// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import type { CashUpDay } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { CashUpSection } from './CashUpSection';

afterEach(() => vi.unstubAllGlobals());

const DAY = '2026-11-21';
const takings: CashUpDay['takings'] = {
  cashCents: 8000,
  cardCents: 4000,
  onlineCents: 2000,
  cashRefundedCents: 1500,
  cardRefundedCents: 0,
  onlineRefundedCents: 0,
  netCents: 12500,
  expectedCashCents: 6500,
};
const counted: CashUpDay = {
  date: DAY,
  takings,
  count: {
    expectedCashCents: 6500,
    countedCents: 6250,
    differenceCents: -250,
    differenceWords: 'Short $2.50',
    countedById: 's1',
    countedByName: 'Sam Desk',
    // 10:05 PM at the venue (America/Denver, UTC-7).
    countedAt: '2026-11-22T05:05:00.000Z',
    note: null,
  },
  openTabs: [],
};

/** The value beside a figure's label. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent ?? '';

describe('takings and the cash-up', () => {
  it('shows the day by method, the expected cash, and the difference as staff type, then saves the count', async () => {
    const api = stubApi({
      [`GET /api/staff/cash-up?date=${DAY}`]: { body: { date: DAY, takings, count: null, openTabs: [] } },
      'POST /api/staff/cash-up': { body: counted },
    });
    renderAtDesk(<CashUpSection today={DAY} />);
    await screen.findByText('Cash taken');
    const takingsList = screen.getByRole('region', { name: 'Takings' });
    const text = takingsList.textContent ?? '';
    expect(text).toContain('Cash taken$80');
    expect(text).toContain('Card at the desk$40');
    expect(text).toContain('Online$20');
    expect(text).toContain('Cash refunded$15');
    expect(text).toContain('Expected cash$65');
    expect(screen.getByText('Not counted yet.')).toBeTruthy();

    const input = screen.getByLabelText('Cash counted ($)');
    fireEvent.change(input, { target: { value: '62.50' } });
    expect(screen.getByRole('status').textContent).toBe('Expected $65 · Short $2.50');
    fireEvent.change(input, { target: { value: '70' } });
    expect(screen.getByRole('status').textContent).toBe('Expected $65 · Over $5');
    fireEvent.change(input, { target: { value: '62.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Count' }));

    await screen.findByText('Counted by Sam Desk at 10:05 PM');
    expect(screen.getByTestId('cash-difference').textContent).toBe('Short $2.50');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: DAY,
      countedCents: 6250,
      note: '',
    });
    expect(figure('Cash counted')).toBe('$62.50');
  });

  it('flags the tabs still open, with each one’s total', async () => {
    stubApi({
      [`GET /api/staff/cash-up?date=${DAY}`]: {
        body: {
          date: DAY,
          takings,
          count: null,
          openTabs: [
            {
              id: 't1',
              label: 'Bay 2, Reilly',
              bay: '2',
              totalCents: 3400,
              openedAt: '2026-11-22T01:00:00.000Z',
            },
          ],
        },
      },
    });
    renderAtDesk(<CashUpSection today={DAY} />);
    await screen.findByText('1 tab is still open: close it or carry it over knowingly.');
    const list = screen.getByRole('list', { name: 'Open tabs' });
    expect(list.textContent).toBe('Bay 2, Reilly: $34');
  });

  it('refuses a count that is not an amount, without sending it', async () => {
    const api = stubApi({
      [`GET /api/staff/cash-up?date=${DAY}`]: { body: { date: DAY, takings, count: null, openTabs: [] } },
    });
    renderAtDesk(<CashUpSection today={DAY} />);
    fireEvent.change(await screen.findByLabelText('Cash counted ($)'), { target: { value: 'sixty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Count' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Type the cash counted in dollars and cents, like 245.50.',
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a count already made with Count Again, and warns when money moved after it', async () => {
    stubApi({
      [`GET /api/staff/cash-up?date=${DAY}`]: {
        body: { ...counted, takings: { ...takings, expectedCashCents: 5000 } },
      },
    });
    renderAtDesk(<CashUpSection today={DAY} />);
    await screen.findByText('Counted by Sam Desk at 10:05 PM');
    expect(screen.getByText('Expected cash is now $50: money moved after the count.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Count Again' }));
    await waitFor(() => expect(screen.getByLabelText('Cash counted ($)')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
