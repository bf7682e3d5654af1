// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { DEFAULT_EVENT_TERMS, DEFAULT_VENUE, eventQuoteCopy, type StaffEventQuote } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { BuildQuoteModal } from './BuildQuoteModal';
import { EventQuotesPanel } from './EventQuotesPanel';

const quote = (over: Partial<StaffEventQuote> = {}): StaffEventQuote => ({
  id: 'q1',
  contactName: 'Casey Planner',
  packageId: 'corporate',
  packageName: 'Corporate Events',
  space: ['1', '2'],
  date: '2027-01-20',
  startTime: '18:00',
  hours: 3,
  headCount: 20,
  startsAt: '2027-01-21T01:00:00.000Z',
  endsAt: '2027-01-21T04:00:00.000Z',
  lines: [{ key: 'package', label: 'Corporate Events, 2 bays, 3 hours', cents: 80000 }],
  discountPercent: 0,
  totalCents: 80000,
  depositCents: 40000,
  balanceCents: 40000,
  balanceDueOn: '2027-01-13',
  terms: eventQuoteCopy.terms(DEFAULT_EVENT_TERMS),
  status: 'draft',
  linkExpiresAt: null,
  acceptedAt: null,
  depositPaidAt: null,
  balancePaidAt: null,
  cancelledAt: null,
  refundCents: null,
  inquiryId: 'i1',
  email: 'casey@example.com',
  userId: null,
  notes: '',
  sentAt: null,
  viewedAt: null,
  balanceMethod: null,
  balanceOverdue: false,
  cancelReason: null,
  createdAt: '2026-11-24T17:00:00.000Z',
  ...over,
});

describe('event quotes at the desk', () => {
  it('sends a draft, flags an overdue balance and records it by the method chosen', async () => {
    const api = stubApi({
      'GET /api/staff/event-quotes': {
        body: [quote(), quote({ id: 'q2', contactName: 'Pat Paid', status: 'paid', balanceOverdue: true })],
      },
      'GET /api/staff/event-add-ons': { body: [{ name: 'Catering', cents: 25000 }] },
      'POST /api/staff/event-quotes/q1/send': { body: quote({ status: 'sent' }) },
      'POST /api/staff/event-quotes/q2/balance': {
        body: quote({ id: 'q2', status: 'paid', balancePaidAt: 'x' }),
      },
    });
    renderAtDesk(<EventQuotesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send Quote' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/staff/event-quotes/q1/send')).toBe(true),
    );
    const paidRow = screen.getByText('Pat Paid').closest('tr') as HTMLElement;
    expect(within(paidRow).getByText('Balance overdue')).toBeTruthy();
    fireEvent.click(within(paidRow).getByRole('button', { name: 'Record Balance' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/staff/event-quotes/q2/balance')?.body).toEqual({
        method: 'card',
      }),
    );
    // The price list is shown for editing, in dollars.
    expect(screen.getByLabelText('Add-on 1 price')).toHaveProperty('value', '250.00');
  });

  it('cancels only with a reason', async () => {
    const api = stubApi({
      'GET /api/staff/event-quotes': { body: [quote({ status: 'paid' })] },
      'GET /api/staff/event-add-ons': { body: [] },
      'POST /api/staff/event-quotes/q1/cancel': { body: quote({ status: 'cancelled', refundCents: 40000 }) },
    });
    renderAtDesk(<EventQuotesPanel />);
    const cancel = await screen.findByRole('button', { name: 'Cancel Event' });
    expect(cancel).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText("Why cancel Casey Planner's event"), {
      target: { value: 'Postponed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Event' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/staff/event-quotes/q1/cancel')?.body).toEqual({
        reason: 'Postponed',
      }),
    );
  });

  it('builds a quote from an inquiry: the bays, add-ons and a changed price with its reason', async () => {
    const api = stubApi({
      'GET /api/staff/event-add-ons': { body: [{ name: 'Catering', cents: 25000 }] },
      'POST /api/staff/event-quotes': { status: 201, body: quote() },
    });
    renderAtDesk(
      <BuildQuoteModal
        inquiry={{
          id: 'i1',
          contactName: 'Casey Planner',
          email: 'casey@example.com',
          phone: null,
          eventType: 'corporate',
          eventDate: '2027-01-20',
          guestCount: '16-25',
          message: 'A team night',
          createdAt: '2026-11-24T17:00:00.000Z',
          handledAt: null,
          handledBy: null,
          notes: null,
        }}
        bays={DEFAULT_VENUE.bays}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bay 1' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bay 2' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Catering ($250)' }));
    fireEvent.change(within(dialog).getByLabelText('Head count'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('Package price, if changed'), {
      target: { value: '700' },
    });
    fireEvent.change(within(dialog).getByLabelText('Why the price changed'), {
      target: { value: 'Weekday' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Build Quote' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        inquiryId: 'i1',
        packageId: 'corporate',
        space: ['1', '2'],
        date: '2027-01-20',
        startTime: '18:00',
        hours: 2,
        headCount: 20,
        addOns: ['Catering'],
        adjustments: { package: { cents: 70000, reason: 'Weekday' } },
        notes: '',
      }),
    );
  });
});
