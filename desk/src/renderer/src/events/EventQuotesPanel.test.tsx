// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  DEFAULT_DESK_WINDOWS,
  DEFAULT_EVENT_TERMS,
  DEFAULT_VENUE,
  type EventInquiryView,
  eventQuoteCopy,
  formatMoney,
  mailHandOverCopy,
  type Schedule,
  type StaffEventQuote,
} from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { scheduleBooking } from '../testing/scheduleBookings';
import { BuildQuoteModal } from './BuildQuoteModal';
import { EventQuotesPanel } from './EventQuotesPanel';
import { DISCOUNT_CHANGED } from './quoteWords';

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
  quotedDiscountPercent: 0,
  discountNote: null,
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

const inquiry: EventInquiryView = {
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
};

const CATERING = { name: 'Catering', cents: 25000 };

describe('event quotes at the desk', () => {
  it('sends a draft from its dialog, flags an overdue balance and records it by the method chosen', async () => {
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
    fireEvent.click(await screen.findByRole('button', { name: "Open Casey Planner's quote" }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/staff/event-quotes/q1/send')).toBe(true),
    );
    const paidRow = screen.getByText('Pat Paid').closest('tr') as HTMLElement;
    expect(within(paidRow).getByText('Balance overdue')).toBeTruthy();
    fireEvent.click(within(paidRow).getByRole('button', { name: 'Record Balance' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/staff/event-quotes/q2/balance')?.body).toEqual({
        method: 'card',
        cents: 40000,
      }),
    );
    // The price list is shown for editing, in dollars.
    expect(screen.getByLabelText('Add-on 1 price')).toHaveProperty('value', '250.00');
  });

  it('flags a quote whose member discount no longer applies, and says why in its dialog', async () => {
    const note = eventQuoteCopy.discountChanged(15, 0, false);
    stubApi({
      'GET /api/staff/event-quotes': {
        body: [
          quote({ status: 'accepted', quotedDiscountPercent: 15, discountNote: note }),
          quote({ id: 'q2', contactName: 'Pat Member', status: 'sent' }),
        ],
      },
      'GET /api/staff/event-add-ons': { body: [] },
    });
    renderAtDesk(<EventQuotesPanel />);
    const row = (await screen.findByText('Casey Planner')).closest('tr') as HTMLElement;
    expect(within(row).getByText(DISCOUNT_CHANGED)).toBeTruthy();
    const other = screen.getByText('Pat Member').closest('tr') as HTMLElement;
    expect(within(other).queryByText(DISCOUNT_CHANGED)).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: "Open Casey Planner's quote" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(note ?? '')).toBeTruthy();
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
    renderAtDesk(<BuildQuoteModal inquiry={inquiry} bays={DEFAULT_VENUE.bays} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bay 1' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bay 2' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Catering ($250)' }));
    fireEvent.change(within(dialog).getByLabelText('Head count'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('Package price, if changed'), {
      target: { value: '700' },
    });
    fireEvent.change(within(dialog).getByLabelText('Why the package price changed'), {
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
  it('asks why a line was changed before building: an add-on line as well as the package', async () => {
    const api = stubApi({
      'GET /api/staff/event-add-ons': { body: [CATERING] },
      'POST /api/staff/event-quotes': { status: 201, body: quote() },
    });
    renderAtDesk(<BuildQuoteModal inquiry={inquiry} bays={DEFAULT_VENUE.bays} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bay 1' }));
    fireEvent.change(within(dialog).getByLabelText('Head count'), { target: { value: '12' } });
    // The add-on's own price fields appear once it is ticked, with its list price beside them.
    expect(within(dialog).queryByLabelText('Catering price, if changed')).toBeNull();
    fireEvent.click(
      await within(dialog).findByRole('checkbox', { name: `Catering (${formatMoney(CATERING.cents)})` }),
    );
    const price = await within(dialog).findByLabelText('Catering price, if changed');
    expect(within(dialog).getByText(`List price ${formatMoney(CATERING.cents)}`)).toBeTruthy();
    fireEvent.change(price, { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Build Quote' }));
    expect(await within(dialog).findByText(eventQuoteCopy.reasonNeeded)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Why the Catering price changed'), {
      target: { value: 'They bring drinks' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Build Quote' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        addOns: ['Catering'],
        adjustments: { 'addon:Catering': { cents: 20000, reason: 'They bring drinks' } },
      }),
    );
  });

  it('opens a draft in the same form, filled in, and saves the change to it', async () => {
    const draft = quote({
      lines: [
        { key: 'package', label: 'Corporate Events, 2 bays, 3 hours', cents: 80000 },
        { key: 'addon:Catering', label: 'Catering', cents: 20000, adjustedFrom: 25000, reason: 'Own drinks' },
      ],
      totalCents: 100000,
      notes: 'Projector',
    });
    const api = stubApi({
      'GET /api/staff/event-quotes': { body: [draft] },
      'GET /api/staff/event-add-ons': { body: [CATERING] },
      'PATCH /api/staff/event-quotes/q1': { body: { ...draft, headCount: 24 } },
    });
    renderAtDesk(<EventQuotesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: "Open Casey Planner's quote" }));
    const shown = await screen.findByRole('dialog');
    expect(within(shown).getByText('Quote for Casey Planner')).toBeTruthy();
    // The changed line shows what it replaced and why, as the contact will see it.
    expect(within(shown).getByText(`(was ${formatMoney(25000)}: Own drinks)`)).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Edit Draft' }));

    const form = (await screen.findByText('Change the draft for Casey Planner')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(form).getByLabelText('Head count')).toHaveProperty('value', '20');
    expect(within(form).getByRole('checkbox', { name: 'Bay 2' })).toHaveProperty('checked', true);
    expect(await within(form).findByLabelText('Catering price, if changed')).toHaveProperty(
      'value',
      '200.00',
    );
    expect(within(form).getByLabelText('Why the Catering price changed')).toHaveProperty(
      'value',
      'Own drinks',
    );
    fireEvent.change(within(form).getByLabelText('Head count'), { target: { value: '24' } });
    fireEvent.change(within(form).getByLabelText('Package price, if changed'), { target: { value: '750' } });
    fireEvent.change(within(form).getByLabelText('Why the package price changed'), {
      target: { value: 'Regulars' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        packageId: 'corporate',
        space: ['1', '2'],
        date: '2027-01-20',
        startTime: '18:00',
        hours: 3,
        headCount: 24,
        addOns: ['Catering'],
        adjustments: {
          package: { cents: 75000, reason: 'Regulars' },
          'addon:Catering': { cents: 20000, reason: 'Own drinks' },
        },
        notes: 'Projector',
      }),
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lists the bookings in the way when sending is refused, moves one, then sends again', async () => {
    const day = '2027-01-20';
    const bo = scheduleBooking(day, { id: 'Bo', bay: '2', start: '18:30', end: '19:30' });
    const schedule: Schedule = {
      date: day,
      blocks: [],
      bays: [...DEFAULT_VENUE.bays],
      hours: DEFAULT_VENUE.hours,
      timeZone: DEFAULT_VENUE.timeZone,
      windows: DEFAULT_DESK_WINDOWS,
      bookings: [bo],
    };
    let sends = 0;
    const api = stubApi({
      'GET /api/staff/event-quotes': { body: [quote()] },
      'GET /api/staff/event-add-ons': { body: [] },
      [`GET /api/staff/schedule?date=${day}`]: { body: schedule },
      'POST /api/staff/event-quotes/q1/send': () =>
        ++sends === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                code: 'event_covers_bookings',
                title: 'Bookings in the Way',
                message: "A booking falls inside this event's time. Move it first, or choose another time.",
                bookings: [
                  {
                    id: bo.id,
                    bayNumber: '2',
                    startTime: bo.startTime,
                    endTime: bo.endTime,
                    memberName: 'Bo Tester',
                    guestFee: 0,
                    status: 'confirmed',
                    statusWords: 'Confirmed',
                  },
                ],
              },
            }
          : { body: quote({ status: 'sent' }) },
    });
    renderAtDesk(<EventQuotesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: "Open Casey Planner's quote" }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    expect(await within(dialog).findByText('Bookings in the Way')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "A booking falls inside this event's time. Move it first, or choose another time.",
      ),
    ).toBeTruthy();
    const row = within(dialog)
      .getByText(/Bo Tester, Bay 2, 6:30/)
      .closest('li') as HTMLElement;
    expect(within(row).getByText('Confirmed')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: "Move Bo Tester's booking on Bay 2" }));
    // The board's own dialog, on that booking.
    const mover = (await screen.findByText(/Now: Bay 2, 2027-01-20/)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(mover).getByText(/Change Bo.*booking/)).toBeTruthy();
    fireEvent.click(within(mover).getByText('Close'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    await waitFor(() => expect(within(dialog).queryByText('Bookings in the Way')).toBeNull());
    expect(api.calls.filter((c) => c.path === '/api/staff/event-quotes/q1/send')).toHaveLength(2);
  });
});

describe('a quote on a box without a mail server', () => {
  const LINK = 'https://lounge.example/event-quote?token=hand-over-token-0123456789abcdefghijklmnop';

  function renderQuotes(mailServer: boolean) {
    const api = stubApi({
      'GET /api/staff/mail-delivery': { body: { mailServer } },
      'GET /api/staff/event-quotes': { body: [quote()] },
      'GET /api/staff/event-add-ons': { body: [CATERING] },
      'POST /api/staff/event-quotes/q1/send': {
        body: { ...quote({ status: 'sent' }), ...(mailServer ? {} : { handOverLink: LINK }) },
      },
    });
    renderAtDesk(<EventQuotesPanel />);
    return api;
  }
  const openQuote = async () => {
    fireEvent.click(await screen.findByRole('button', { name: "Open Casey Planner's quote" }));
    return screen.findByRole('dialog');
  };

  it('says the contact cannot be emailed, makes a link and shows it once to pass on', async () => {
    const api = renderQuotes(false);
    const dialog = await openQuote();
    expect(
      await within(dialog).findByText(mailHandOverCopy.quote.noMailServer('Casey Planner')),
    ).toBeTruthy();
    // Nothing secret on the screen until staff ask for it.
    expect(document.body.innerHTML).not.toContain('token=');
    fireEvent.click(within(dialog).getByRole('button', { name: mailHandOverCopy.quote.makeLink }));
    const shown = await within(dialog).findByLabelText(mailHandOverCopy.quote.linkTitle);
    expect(shown).toHaveProperty('value', LINK);
    expect(within(dialog).getByText(mailHandOverCopy.quote.linkShownOnce)).toBeTruthy();
    expect(await screen.findByText(mailHandOverCopy.quote.made('casey@example.com'))).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/staff/event-quotes/q1/send')).toHaveLength(1);
    // The list never shows it, and closing the dialog forgets it: opened again, it is gone.
    expect(within(screen.getByRole('region', { name: 'Event quotes' })).queryByText(/token=/)).toBeNull();
    fireEvent.click(within(dialog).getByText('Close'));
    const again = await openQuote();
    await waitFor(() => expect(within(again).queryByLabelText(mailHandOverCopy.quote.linkTitle)).toBeNull());
    expect(document.body.innerHTML).not.toContain('hand-over-token');
  });

  it('sends as before when the box has a mail server', async () => {
    renderQuotes(true);
    const dialog = await openQuote();
    expect(await within(dialog).findByRole('button', { name: 'Send Quote' })).toBeTruthy();
    expect(within(dialog).queryByText(mailHandOverCopy.quote.noMailServer('Casey Planner'))).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('Quote sent to casey@example.com')).toBeTruthy();
    expect(within(dialog).queryByLabelText(mailHandOverCopy.quote.linkTitle)).toBeNull();
  });
});
