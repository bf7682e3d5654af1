// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  formatMoney,
  GUEST_FEE_CENTS,
  type MemberProfile,
  moneyStepCopy,
  PROFILE_FACT_FIELDS,
  PROFILE_FIELD_COPY,
  type StaffPaymentView,
} from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogTitled, reviewRefund } from '../testing/deskDialogs';
import { memberProfile } from '../testing/memberProfiles';
import { renderAtDesk } from '../testing/renderAtDesk';
import { MemberProfileDrawer } from './MemberProfileDrawer';
import { memberProfileAtom } from './memberProfileAtoms';

afterEach(() => vi.unstubAllGlobals());

const ID = '11111111-1111-4111-8111-111111111111';
const booking = (id: string, date: string, startUtc: string, endUtc: string, status: string) => ({
  id,
  bayNumber: '2',
  bookingDate: date,
  startTime: startUtc,
  endTime: endUtc,
  status,
  players: 3,
  guestFee: 0,
  notes: null,
  byStaff: false,
  limitOverride: false,
});

const profile: MemberProfile = memberProfile({
  id: ID,
  email: 'vera@example.com',
  firstName: 'Vera',
  lastName: 'Vip',
  phone: '+14065550123',
  memberSince: '2025-03-04T17:00:00.000Z',
  emailVerified: false,
  guestPasses: { month: '2099-11', used: 3, allowance: 10, left: 7 },
  membershipDates: { frozenFrom: null, frozenUntil: null, endsOn: null, guaranteeUntil: null },
  noShows: { count: 2, days: 90 },
  // 10:00 AM to 11:00 AM at the venue (America/Denver, standard time).
  upcoming: [
    booking('b1', '2099-11-24', '2099-11-24T17:00:00.000Z', '2099-11-24T18:00:00.000Z', 'confirmed'),
  ],
  past: [booking('b2', '2020-11-20', '2020-11-20T17:00:00.000Z', '2020-11-20T18:00:00.000Z', 'no_show')],
  pastTotal: 1,
  notes: [
    {
      id: 'n1',
      body: 'Prefers bay 2.',
      createdAt: '2026-03-10T16:00:00.000Z',
      createdBy: 'Dee Desk',
      updatedAt: '2026-03-10T16:00:00.000Z',
      updatedBy: 'Dee Desk',
    },
  ],
});

function renderProfile(over: Partial<MemberProfile> = {}, more: Parameters<typeof stubApi>[0] = {}) {
  let current = { ...profile, ...over };
  const api = stubApi({
    ...more,
    [`GET /api/staff/members/${ID}`]: () => ({ body: current }),
    [`POST /api/staff/members/${ID}/notes`]: (body) => {
      const note = { ...profile.notes[0], id: 'n2', body: (body as { body: string }).body.trim() };
      current = { ...current, notes: [note as MemberProfile['notes'][number], ...current.notes] };
      return { status: 201, body: note };
    },
    [`PATCH /api/staff/members/${ID}/notes/n1`]: (body) => ({
      body: { ...profile.notes[0], body: (body as { body: string }).body },
    }),
  });
  const store = createStore();
  renderAtDesk(
    <Provider store={store}>
      <MemberProfileDrawer />
    </Provider>,
  );
  act(() => store.set(memberProfileAtom, ID));
  return api;
}

describe('member profile drawer', () => {
  it('shows how to reach the member, their plan, passes, no-shows and bookings in the venue’s time', async () => {
    renderProfile();
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('vera@example.com');
    expect(within(drawer).getByText('Vera Vip')).toBeTruthy();
    // Her address is not proven yet: staff see it beside the address.
    expect(within(drawer).getByText('Not verified')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: '(406) 555-0123' }).getAttribute('href')).toBe(
      'tel:+14065550123',
    );
    expect(within(drawer).getByText('VIP · Monthly')).toBeTruthy();
    expect(within(drawer).getByText('3 of 10 used this month, 7 left')).toBeTruthy();
    expect(within(drawer).getByText('2 in the last 90 days')).toBeTruthy();
    const toCome = within(drawer).getByRole('list', { name: 'Bookings to come' });
    expect(toCome.textContent).toContain('10:00 AM – 11:00 AM');
    expect(toCome.textContent).toContain('Bay 2');
    expect(within(drawer).getByRole('list', { name: 'Past bookings' }).textContent).toContain('No-show');
  });

  it('lists every profile field after the name under its desk label, and what it says when one is empty', async () => {
    renderProfile({ phone: null });
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('vera@example.com');
    const facts = drawer.querySelector('dl.profile-facts') as HTMLElement;
    const labels = [...facts.querySelectorAll('dt')].map((dt) => dt.textContent);
    for (const field of PROFILE_FACT_FIELDS) {
      expect(labels).toContain(PROFILE_FIELD_COPY[field].deskLabel);
      const dt = [...facts.querySelectorAll('dt')].find(
        (d) => d.textContent === PROFILE_FIELD_COPY[field].deskLabel,
      );
      expect(dt?.nextElementSibling?.textContent).toBe(PROFILE_FIELD_COPY[field].deskNone);
    }
  });

  it('states the freeze, the last day of a notice and the guarantee as the server gives them', async () => {
    renderProfile({
      membershipExpiresAt: '2099-12-22T07:00:00.000Z',
      membershipDates: {
        frozenFrom: '2099-12-22',
        frozenUntil: '2100-01-22',
        endsOn: '2100-02-21',
        guaranteeUntil: null,
      },
    });
    const drawer = await screen.findByRole('dialog');
    const plan = await within(drawer).findByText(/^VIP · Monthly/);
    expect(plan.textContent).toBe(
      'VIP · Monthly; Ends on February 21, 2100; Freeze from December 22, 2099 until January 22, 2100',
    );
  });

  it('adds a note and changes one, each sent once and the profile read again', async () => {
    const api = renderProfile();
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('tab', { name: 'Notes (1)' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'New note' }), {
      target: { value: 'Birthday on Friday.' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add Note' }));
    expect(await within(drawer).findByText('Birthday on Friday.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/staff/members/${ID}/notes`, body: { body: 'Birthday on Friday.' } },
    ]);

    fireEvent.click(within(drawer).getAllByRole('button', { name: 'Edit' }).at(-1) as HTMLElement);
    const edit = within(drawer).getByRole('textbox', { name: 'Edit note' });
    fireEvent.change(edit, { target: { value: 'Prefers bay 3.' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save Note' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([
        { method: 'PATCH', path: `/api/staff/members/${ID}/notes/n1`, body: { body: 'Prefers bay 3.' } },
      ]),
    );
  });

  it('refuses a blank note before sending it', async () => {
    const api = renderProfile();
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('tab', { name: 'Notes (1)' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add Note' }));
    expect(await within(drawer).findByText('Write the note before saving it.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe("refunds on the member's profile", () => {
  const fee: StaffPaymentView = {
    id: 'p1',
    kind: 'guest_fee',
    description: 'Guest fee: 2 guests, Bay 2',
    amountCents: 2 * GUEST_FEE_CENTS,
    status: 'partially_refunded',
    createdAt: '2026-03-10T16:00:00.000Z',
    bookingId: 'b1',
    userId: ID,
    method: null,
    refundOf: null,
    refundableCents: GUEST_FEE_CENTS,
  };
  const earlier: StaffPaymentView = {
    ...fee,
    id: 'r1',
    kind: 'refund',
    description: `Refund: ${fee.description}`,
    amountCents: -GUEST_FEE_CENTS,
    status: 'refunded',
    createdAt: '2026-03-11T16:00:00.000Z',
    refundOf: 'p1',
    refundableCents: 0,
  };

  it('lists each payment with its refunds and refunds from there, stated and confirmed first', async () => {
    const answer = `Refunded $5 of ${fee.description} ($20).`;
    const api = renderProfile(
      { payments: [earlier, fee] },
      {
        'POST /api/staff/payments/p1/refund': {
          body: {
            ...earlier,
            id: 'r2',
            amountCents: -500,
            refundedCents: 500,
            payment: { id: 'p1', description: fee.description, amountCents: fee.amountCents },
            message: answer,
          },
        },
      },
    );
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('tab', { name: /Payments/ }));
    const refunds = await within(drawer).findByRole('list', { name: `Refunds of ${fee.description}` });
    expect(refunds.textContent).toContain(`Refunded ${formatMoney(GUEST_FEE_CENTS)}`);
    fireEvent.click(within(drawer).getByRole('button', { name: `Refund ${fee.description}` }));
    const dialog = await dialogTitled(`Refund: ${fee.description}`);
    expect(dialog.textContent).toContain(`At most ${formatMoney(GUEST_FEE_CENTS)} can be refunded.`);
    reviewRefund(dialog, '5', 'Slow bay');
    expect(await within(dialog).findByText(moneyStepCopy.refund.method('Card (online)'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Refund' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        amountCents: 500,
        reason: 'Slow bay',
      }),
    );
    expect(await screen.findByText(moneyStepCopy.refund.done(answer, 'Card (online)'))).toBeTruthy();
  });
});
