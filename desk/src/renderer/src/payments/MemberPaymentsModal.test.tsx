// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  DEFAULT_VENUE,
  deskMessages,
  formatMoney,
  GUEST_FEE_CENTS,
  moneyStepCopy,
  type StaffPaymentView,
} from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewRefund } from '../testing/deskDialogs';
import { renderAtDesk } from '../testing/renderAtDesk';
import { venueDateTimeOf } from '../ui/venueTime';
import { MemberPaymentsModal } from './MemberPaymentsModal';

afterEach(() => vi.unstubAllGlobals());

const fee: StaffPaymentView = {
  id: 'p1',
  kind: 'guest_fee',
  description: 'Guest fee: 2 guests, Bay 1, 2026-03-11 6:00 PM',
  amountCents: 2 * GUEST_FEE_CENTS,
  status: 'paid',
  createdAt: '2026-03-10T16:00:00.000Z',
  bookingId: 'b1',
  userId: 'u1',
  method: null,
  refundOf: null,
  refundableCents: 2 * GUEST_FEE_CENTS,
};

describe("a member's payments at the desk", () => {
  it('lists them and refunds part of a charge with a reason', async () => {
    const api = stubApi({
      'GET /api/staff/payments?userId=u1': { body: [fee] },
      'POST /api/staff/payments/p1/refund': {
        body: {
          ...fee,
          id: 'r1',
          kind: 'refund',
          amountCents: -500,
          status: 'refunded',
          refundOf: 'p1',
          refundableCents: 0,
          refundedCents: 500,
          payment: { id: 'p1', description: fee.description, amountCents: 2000 },
          message: `Refunded $5 of ${fee.description} ($20).`,
        },
      },
    });
    renderAtDesk(
      <MemberPaymentsModal member={{ id: 'u1', name: 'Ada Lovelace' }} onClose={() => undefined} />,
    );
    expect(await screen.findByText(fee.description)).toBeTruthy();
    expect(screen.getByText(formatMoney(fee.amountCents))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const dialog = screen.getAllByRole('dialog')[1] as HTMLElement;
    expect(dialog.textContent).toContain(`Refund: ${fee.description}`);
    reviewRefund(dialog, '5', 'Screen flickered');
    // Stated before it is sent: the amount, the payment, its date and how it was paid.
    expect(
      await within(dialog).findByText(
        `Refund $5 of ${fee.description} (${formatMoney(fee.amountCents)}), paid ${venueDateTimeOf(fee.createdAt, DEFAULT_VENUE.timeZone)} (online).`,
      ),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Refund' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        amountCents: 500,
        reason: 'Screen flickered',
      }),
    );
    expect(
      await screen.findByText(
        moneyStepCopy.refund.done(`Refunded $5 of ${fee.description} ($20).`, 'Card (online)'),
      ),
    ).toBeTruthy();
  });

  it('states the method and what follows, and ends the plan with a full membership refund only when ticked', async () => {
    const plan: StaffPaymentView = {
      ...fee,
      id: 'p3',
      kind: 'membership',
      description: 'General membership',
      amountCents: 9900,
      refundableCents: 9900,
      method: null,
      bookingId: undefined,
    };
    const api = stubApi({
      'GET /api/staff/payments?userId=u1': { body: [plan] },
      'POST /api/staff/payments/p3/refund': {
        body: {
          ...plan,
          id: 'r3',
          kind: 'refund',
          amountCents: -9900,
          status: 'refunded',
          refundOf: 'p3',
          refundableCents: 0,
          refundedCents: 9900,
          payment: { id: 'p3', description: plan.description, amountCents: 9900 },
          message: 'Refunded $99 of General membership ($99).',
        },
      },
    });
    renderAtDesk(
      <MemberPaymentsModal member={{ id: 'u1', name: 'Ada Lovelace' }} onClose={() => undefined} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const dialog = screen.getAllByRole('dialog')[1] as HTMLElement;
    reviewRefund(dialog, '99', 'Moving');
    const R = moneyStepCopy.refund;
    expect(await within(dialog).findByText(R.method('Card (online)'))).toBeTruthy();
    expect(within(dialog).getByText(R.follows)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: R.endPlan }));
    expect(within(dialog).getByText(`${R.follows} ${R.endPlanFollows}`)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Refund' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        amountCents: 9900,
        reason: 'Moving',
        endPlan: true,
      }),
    );
    expect(
      await screen.findByText(R.doneEnded('Refunded $99 of General membership ($99).', 'Card (online)')),
    ).toBeTruthy();
  });

  it('keeps the server’s admin_needed refusal in the dialog, plainly', async () => {
    const big = { ...fee, id: 'p2', amountCents: 10_000, refundableCents: 10_000, method: 'card' as const };
    stubApi({
      'GET /api/staff/payments?userId=u1': { body: [big] },
      'POST /api/staff/payments/p2/refund': {
        status: 403,
        body: {
          statusCode: 403,
          title: 'Admin Needed',
          message: 'Refunds over $50 need an admin. Ask an admin to make this refund.',
          code: 'admin_needed',
        },
      },
    });
    renderAtDesk(
      <MemberPaymentsModal member={{ id: 'u1', name: 'Ada Lovelace' }} onClose={() => undefined} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const dialog = screen.getAllByRole('dialog')[1] as HTMLElement;
    reviewRefund(dialog, '80', 'Closed bay');
    expect(await within(dialog).findByText(/Refund \$80 of .* \(card\)\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Refund' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Admin Needed');
    expect(alert.textContent).toContain(deskMessages.refundConfirm.adminNeeded);
    expect(within(dialog).getByRole('button', { name: 'Send Refund' })).toHaveProperty('disabled', true);
  });
});
