import {
  type CancelOptionsView,
  cancelCopy,
  DEFAULT_MEMBERSHIP_TERMS,
  DEFAULT_VENUE,
  type FreezeOptionsView,
  formatMoney,
  freezeCopy,
  membershipTermsLabels as L,
  TIERS,
  toIsoInstant,
  wallToInstant,
} from '@lounge/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, stubApi } from '../../testing/fakeApi';
import { freezeDateInEachTest } from '../../testing/frozenDate';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import DashboardPage from './DashboardPage';

// Now: Tuesday 2026-03-10, 10:00 at the venue. The member is billed on the 5th.
freezeDateInEachTest(new Date('2026-03-10T16:00:00Z'));
const member = makeUser({
  membershipType: 'general',
  membershipStatus: 'monthly',
  membershipExpiresAt: '2026-04-05T18:00:00.000Z',
});
const PRICE = TIERS.general.prices.monthlyCents;
const noFreeze: FreezeOptionsView = {
  freeze: null,
  startChoices: ['2026-04-05', '2026-05-05'],
  monthChoices: [1, 2, 3],
  monthsLeft: 2,
};
const notice = {
  noticeEndsOn: '2026-04-09',
  endsOn: '2026-05-05',
  lastDay: '2026-05-04',
  charges: [{ on: '2026-04-05', cents: PRICE }],
  summary: `One more payment of ${formatMoney(PRICE)} on April 5, 2026; your membership ends on May 4, 2026.`,
};
const guarantee = {
  lastDay: '2026-03-20',
  refundCents: PRICE,
  message: cancelCopy.guarantee({ lastDay: '2026-03-20', refundCents: PRICE }, DEFAULT_MEMBERSHIP_TERMS),
};
const notCancelled: CancelOptionsView = { cancellation: null, notice, guarantee: null };
const withGuarantee: CancelOptionsView = { ...notCancelled, guarantee };
const cancelled: CancelOptionsView = {
  cancellation: { lastDay: '2026-05-04', guarantee: false },
  notice: null,
  guarantee: null,
};

type Route = FakeAnswer | ((body: unknown) => FakeAnswer);

/** GET /api/subscription/status with the membership's dates, as the server states them. */
const status = (dates: {
  frozenFrom?: string;
  frozenUntil?: string;
  endsOn?: string;
  guaranteeUntil?: string;
}): Record<string, Route> => ({
  'GET /api/subscription/status': {
    body: {
      hasSubscription: true,
      items: [],
      frozenFrom: null,
      frozenUntil: null,
      endsOn: null,
      guaranteeUntil: null,
      ...dates,
    },
  },
});

/** The dashboard of a General member billed monthly, with the freeze and cancel answers given. */
async function renderCard(freeze: Route, cancel: Route, routes: Record<string, Route> = {}) {
  const api = stubApi({
    'GET /api/bookings': { body: [] },
    'GET /api/subscription/status': { body: { hasSubscription: true, items: [] } },
    'GET /api/waitlist': { body: [] },
    'GET /api/calendar/feed': { body: { url: null, createdAt: null } },
    'GET /api/payments': { body: [] },
    'GET /api/membership/freeze': freeze,
    'GET /api/membership/cancel': cancel,
    ...routes,
  });
  renderWithApp(<DashboardPage />, { route: '/dashboard', user: member });
  const card = within(await screen.findByRole('region', { name: 'Membership' }));
  return { api, card };
}

/** A one-hour booking at the venue, as the freeze's refusal lists it. */
function booking(id: string, date: string, hour: number, bayNumber: string) {
  const at = (h: number) =>
    toIsoInstant(wallToInstant(date, `${String(h).padStart(2, '0')}:00`, DEFAULT_VENUE.timeZone));
  return {
    id,
    bayNumber,
    bookingDate: date,
    startTime: at(hour),
    endTime: at(hour + 1),
    status: 'confirmed',
  };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('membership card: freezing and leaving', () => {
  it("shows a running freeze as 'Frozen until', with End Freeze and no new freeze", async () => {
    const running = {
      ...noFreeze,
      freeze: { startsOn: '2026-03-05', resumesOn: '2026-04-05' },
      startChoices: [],
    };
    const { card } = await renderCard(
      { body: running },
      { body: notCancelled },
      status({ frozenFrom: '2026-03-05', frozenUntil: '2026-04-05' }),
    );
    expect(await card.findByText('Frozen until April 5, 2026')).toBeTruthy();
    expect(card.getByRole('button', { name: L.endFreeze })).toBeTruthy();
    expect(card.queryByRole('button', { name: L.freeze })).toBeNull();
  });

  it("shows a freeze to come with its dates and 'Cancel Scheduled Freeze'", async () => {
    const scheduled = {
      ...noFreeze,
      freeze: { startsOn: '2026-04-05', resumesOn: '2026-05-05' },
      startChoices: [],
    };
    const { card } = await renderCard(
      { body: scheduled },
      { body: notCancelled },
      status({ frozenFrom: '2026-04-05', frozenUntil: '2026-05-05' }),
    );
    expect(await card.findByText('Freeze from April 5, 2026 until May 5, 2026')).toBeTruthy();
    expect(card.getByRole('button', { name: L.cancelScheduledFreeze })).toBeTruthy();
  });

  it("shows a cancellation under way as 'Ends on' its last day, with Take Back and no second cancel", async () => {
    const { card } = await renderCard(
      { body: noFreeze },
      { body: cancelled },
      status({ endsOn: '2026-05-04' }),
    );
    expect(await card.findByText('Ends on May 4, 2026')).toBeTruthy();
    expect(card.getByRole('button', { name: L.takeBack })).toBeTruthy();
    expect(card.queryByRole('button', { name: L.cancelMembership })).toBeNull();
  });

  it("shows the guarantee's last day while it applies", async () => {
    const { card } = await renderCard(
      { body: noFreeze },
      { body: withGuarantee },
      status({ guaranteeUntil: '2026-03-20' }),
    );
    expect(await card.findByText('Money-back guarantee until March 20, 2026')).toBeTruthy();
    expect(card.getByRole('button', { name: L.cancelMembership })).toBeTruthy();
  });

  it('states the dates as the status gives them, not from the freeze and cancel options', async () => {
    // The options say nothing is frozen or ending; the status (our rows) says both: its dates are shown.
    const { card } = await renderCard(
      { body: noFreeze },
      { body: notCancelled },
      status({ frozenFrom: '2026-04-05', frozenUntil: '2026-06-05', endsOn: '2026-07-04' }),
    );
    expect(await card.findByText('Freeze from April 5, 2026 until June 5, 2026')).toBeTruthy();
    expect(card.getByText('Ends on July 4, 2026')).toBeTruthy();
    expect(card.queryByText(/Money-back guarantee until/)).toBeNull();
  });

  it('says the year’s freeze months are used, in place of Freeze', async () => {
    const { card } = await renderCard({ body: { ...noFreeze, monthsLeft: 0 } }, { body: notCancelled });
    expect(await card.findByText(freezeCopy.cap(DEFAULT_MEMBERSHIP_TERMS, 0))).toBeTruthy();
    expect(card.queryByRole('button', { name: L.freeze })).toBeNull();
  });

  it('offers nothing of this to an account without a paid plan', async () => {
    stubApi({
      'GET /api/bookings': { body: [] },
      'GET /api/subscription/status': { body: { hasSubscription: false, items: [] } },
      'GET /api/waitlist': { body: [] },
      'GET /api/calendar/feed': { body: { url: null, createdAt: null } },
      'GET /api/payments': { body: [] },
    });
    renderWithApp(<DashboardPage />, { route: '/dashboard', user: makeUser() });
    const card = within(await screen.findByRole('region', { name: 'Membership' }));
    expect(card.queryByRole('button', { name: L.cancelMembership })).toBeNull();
    expect(card.queryByRole('button', { name: L.freeze })).toBeNull();
  });
});

describe('the freeze dialog', () => {
  it('offers the months the year allows and the start dates, states the dates, then lists the bookings inside and confirms cancelling them', async () => {
    const frozen = {
      ...noFreeze,
      freeze: { startsOn: '2026-05-05', resumesOn: '2026-07-05' },
      startChoices: [],
    };
    let posted = 0;
    const { api, card } = await renderCard(
      { body: noFreeze },
      { body: notCancelled },
      {
        'POST /api/membership/freeze': (body) => {
          posted += 1;
          if ((body as { cancelBookings?: boolean }).cancelBookings) return { body: frozen };
          return {
            status: 409,
            body: {
              statusCode: 409,
              error: 'Conflict',
              title: 'Freeze Membership',
              message: freezeCopy.hasBookings(2),
              code: 'freeze_has_bookings',
              bookings: [booking('b1', '2026-05-12', 14, '2'), booking('b2', '2026-06-01', 9, '1')],
            },
          };
        },
      },
    );
    fireEvent.click(await card.findByRole('button', { name: L.freeze }));
    const freeze = within(await dialog(L.freezeDialog.title));
    // 2 freeze months left this year: no 3-month freeze.
    expect(freeze.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '1 month',
      '2 months',
      'April 5, 2026',
      'May 5, 2026',
    ]);
    expect(freeze.getByText(L.freezeDialog.confirm('April 5, 2026', 'May 5, 2026'))).toBeTruthy();
    fireEvent.click(freeze.getByRole('radio', { name: '2 months' }));
    fireEvent.click(freeze.getByRole('radio', { name: 'May 5, 2026' }));
    expect(freeze.getByText(L.freezeDialog.confirm('May 5, 2026', 'July 5, 2026'))).toBeTruthy();

    fireEvent.click(freeze.getByRole('button', { name: L.freezeDialog.title }));
    expect(await freeze.findByText(freezeCopy.hasBookings(2))).toBeTruthy();
    const inside = within(freeze.getByRole('region', { name: L.freezeDialog.bookingsTitle }));
    expect(inside.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Bay 2 · Tue, May 12, 2:00 PM - 3:00 PM',
      'Bay 1 · Mon, Jun 1, 9:00 AM - 10:00 AM',
    ]);
    expect(posted).toBe(1);

    fireEvent.click(freeze.getByRole('button', { name: L.freezeDialog.cancelBookingsAndFreeze }));
    expect(await screen.findByText(freezeCopy.confirmed(frozen.freeze))).toBeTruthy();
    expect(screen.getByText(L.toasts.frozen('').title)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { months: 2, startsOn: '2026-05-05' },
      { months: 2, startsOn: '2026-05-05', cancelBookings: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: L.freezeDialog.title })).toBeNull());
  });

  it('shows any other refusal in the dialog, in the server’s words', async () => {
    const message = freezeCopy.cap(DEFAULT_MEMBERSHIP_TERMS, 1);
    const { card } = await renderCard(
      { body: noFreeze },
      { body: notCancelled },
      {
        'POST /api/membership/freeze': {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message, code: 'freeze_cap', field: 'months' },
        },
      },
    );
    fireEvent.click(await card.findByRole('button', { name: L.freeze }));
    const freeze = within(await dialog(L.freezeDialog.title));
    fireEvent.click(freeze.getByRole('button', { name: L.freezeDialog.title }));
    expect((await freeze.findByRole('alert')).textContent).toContain(message);
    expect(freeze.queryByRole('region', { name: L.freezeDialog.bookingsTitle })).toBeNull();
  });

  it('ends a running freeze after stating that access and billing restart today', async () => {
    const running = {
      ...noFreeze,
      freeze: { startsOn: '2026-03-05', resumesOn: '2026-04-05' },
      startChoices: [],
    };
    const { api, card } = await renderCard(
      { body: running },
      { body: notCancelled },
      {
        'DELETE /api/membership/freeze': { body: noFreeze },
      },
    );
    fireEvent.click(await card.findByRole('button', { name: L.endFreeze }));
    const confirm = within(await dialog(L.endFreezeDialog.title));
    expect(confirm.getByText(L.endFreezeDialog.running('March 10, 2026'))).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: L.endFreeze }));
    expect(await screen.findByText(L.toasts.freezeEnded('March 10, 2026').message)).toBeTruthy();
  });
});

describe('the cancel dialog', () => {
  it('reads what cancelling means first, shows the summary as sent, and cancels with notice', async () => {
    // The card read the options earlier; the dialog's own read, about today, is the one shown.
    const today = 'No more payments; your membership ends on April 4, 2026.';
    let gets = 0;
    const { api, card } = await renderCard(
      { body: noFreeze },
      () => {
        gets += 1;
        return {
          body: gets === 1 ? notCancelled : { ...notCancelled, notice: { ...notice, summary: today } },
        };
      },
      { 'POST /api/membership/cancel': { body: cancelled } },
    );
    fireEvent.click(await card.findByRole('button', { name: L.cancelMembership }));
    const cancel = within(await dialog(L.cancelDialog.title));
    expect(await cancel.findByText(today)).toBeTruthy();
    expect(cancel.queryByText(notice.summary)).toBeNull();
    expect(gets).toBe(2);
    expect(cancel.getByRole('heading', { name: L.cancelDialog.noticeHeading(30) })).toBeTruthy();
    expect(cancel.queryByRole('heading', { name: L.cancelDialog.guaranteeHeading })).toBeNull();
    fireEvent.click(cancel.getByRole('button', { name: L.cancelDialog.cancelWithNotice }));
    expect(await screen.findByText(L.toasts.cancelled('May 4, 2026').message)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/membership/cancel',
      body: {},
    });
  });

  it('offers the guarantee plainly as a choice of its own, and takes it', async () => {
    const { api, card } = await renderCard(
      { body: noFreeze },
      { body: withGuarantee },
      {
        'POST /api/membership/cancel': {
          body: { cancellation: { lastDay: '2026-03-09', guarantee: true }, notice: null, guarantee: null },
        },
      },
    );
    fireEvent.click(await card.findByRole('button', { name: L.cancelMembership }));
    const cancel = within(await dialog(L.cancelDialog.title));
    const offer = within(await cancel.findByRole('region', { name: L.cancelDialog.guaranteeHeading }));
    expect(offer.getByText(guarantee.message)).toBeTruthy();
    expect(offer.getByText(L.cancelDialog.guaranteeEffect)).toBeTruthy();
    expect(cancel.getByRole('region', { name: L.cancelDialog.noticeHeading(30) }).textContent).toContain(
      notice.summary,
    );
    fireEvent.click(offer.getByRole('button', { name: L.cancelDialog.takeGuarantee(formatMoney(PRICE)) }));
    expect(await screen.findByText(L.toasts.refunded(formatMoney(PRICE)).message)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ guarantee: true });
  });

  it('takes a cancellation back after confirming', async () => {
    const { api, card } = await renderCard(
      { body: noFreeze },
      { body: cancelled },
      {
        'DELETE /api/membership/cancel': { body: notCancelled },
      },
    );
    fireEvent.click(await card.findByRole('button', { name: L.takeBack }));
    const confirm = within(await dialog(L.takeBackDialog.title));
    expect(confirm.getByText(L.takeBackDialog.text('May 4, 2026'))).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: L.takeBack }));
    expect(await screen.findByText(L.toasts.takenBack('May 4, 2026').message)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/membership/cancel',
    ]);
  });
});
