/**
 * The waitlist through the real server and database: joining a taken time (within the tier's
 * rules), the first in line offered a freed slot with a 15-minute hold nobody else can take, the
 * claim, the pass to the next in line when unclaimed, leaving, and claims that owe a guest fee.
 * The offer email goes through a real SMTP server.
 */
import type { Server } from '@hapi/hapi';
import { GUEST_FEE_CENTS, WAITLIST_HOLD_MS, wallToInstant } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail } from '../src/mail/mailWorker';
import { createSmtpSender } from '../src/mail/smtpSender';
import { moveWaitlistOn } from '../src/waitlist/waitlistService';
import { bookingRequest } from './bookingRequests';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember } from './members';
import { type SmtpCapture, startSmtpCapture } from './smtpCapture';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 AM in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const DAY = '2026-11-25';
const iso = (time: string) => new Date(wallToInstant(DAY, time, 'America/Denver')).toISOString();
const slot = (over: Record<string, unknown> = {}) => bookingRequest({ bookingDate: DAY, ...over });

interface Entry {
  id: string;
  status: string;
  position: number;
  bayNumber: string | null;
  heldBayNumber: string | null;
  offerExpiresAt: string | null;
  startTime: string;
  endTime: string;
}

describe('waitlist', () => {
  let server: Server;
  let smtp: SmtpCapture;
  let now = NOW;
  const post = (url: string, payload: unknown, cookie: string) =>
    call(server, { method: 'POST', url, payload, cookie });
  const book = (cookie: string, over: Record<string, unknown> = {}) =>
    post('/api/bookings', slot(over), cookie);
  const join = (cookie: string, over: Record<string, unknown> = {}) =>
    post('/api/waitlist', slot(over), cookie);
  const entries = async (cookie: string) =>
    body<Entry[]>(await call(server, { url: '/api/waitlist', cookie }));
  const cancel = (cookie: string, id: string) =>
    call(server, { method: 'PATCH', url: `/api/bookings/${id}/cancel`, cookie });

  /** What the outbox holds, sent to the test's SMTP server now. */
  async function sendQueuedMail(): Promise<void> {
    const ctx = contextOf(server);
    const sender = createSmtpSender(smtp.url, ctx.config.mail.from, ctx.config.publicUrl);
    await deliverDueMail(ctx, sender);
    sender.close();
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await makeServer(
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://lounge.example', RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
      { now: () => now },
    );
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });

  it('lets members wait in line for a taken bay, offers the freed slot to the first, and holds it from everyone else', async () => {
    const holder = await addMember(server);
    const first = await addMember(server, { firstName: 'Fran' });
    const second = await addMember(server);
    const rival = await addMember(server);
    const booked = await book(holder.cookie);
    expect(booked.statusCode).toBe(201);

    const joined = await join(first.cookie);
    expect(joined.statusCode).toBe(201);
    expect(body(joined)).toMatchObject({
      status: 'waiting',
      position: 1,
      bayNumber: '1',
      startTime: iso('14:00'),
      endTime: iso('15:00'),
    });
    expect((await join(second.cookie)).statusCode).toBe(201);
    expect((await entries(second.cookie))[0]).toMatchObject({ status: 'waiting', position: 2 });

    // The holder cancels: the first in line is offered the slot, held for 15 minutes.
    expect((await cancel(holder.cookie, body(booked).id as string)).statusCode).toBe(200);
    const [offered] = await entries(first.cookie);
    expect(offered).toMatchObject({
      status: 'offered',
      heldBayNumber: '1',
      offerExpiresAt: new Date(now + WAITLIST_HOLD_MS).toISOString(),
    });
    // Still second: the offered member is ahead until they claim or the hold ends.
    expect((await entries(second.cookie))[0]).toMatchObject({ status: 'waiting', position: 2 });

    // The offer email, through SMTP.
    await sendQueuedMail();
    const offerMail = smtp.received.find((m) => m.subject?.startsWith('A bay opened up'));
    expect(offerMail?.subject).toBe('A bay opened up: Bay 1, Wed, Nov 25, 2:00 PM');
    expect(offerMail?.to && JSON.stringify(offerMail.to)).toContain(first.email);
    expect(offerMail?.text).toContain('Hi Fran,');
    expect(offerMail?.text).toContain(
      'Claim it on your dashboard by 10:15 AM MST on November 22, 2026: https://lounge.example/dashboard',
    );

    // Held: nobody else can book it, and the day's view shows it taken.
    const clash = await book(rival.cookie);
    expect(clash.statusCode).toBe(409);
    expect(body(clash).title).toBe('Bay Unavailable');
    const taken = body<unknown[]>(
      await call(server, { url: `/api/bookings/date/${DAY}`, cookie: rival.cookie }),
    );
    expect(taken).toContainEqual({ bayNumber: '1', startTime: iso('14:00'), endTime: iso('15:00') });

    // Claimed: the member's booking, confirmed.
    now += 5 * 60_000;
    const claim = await post(`/api/waitlist/${offered?.id}/claim`, {}, first.cookie);
    expect(claim.statusCode).toBe(200);
    expect(body(claim)).toMatchObject({
      message: 'The slot is yours. See you at the lounge!',
      booking: { bayNumber: '1', status: 'confirmed', startTime: iso('14:00') },
    });
    expect(await entries(first.cookie)).toEqual([]);
    const mine = body<{ status: string; startTime: string }[]>(
      await call(server, { url: '/api/bookings', cookie: first.cookie }),
    );
    expect(mine).toMatchObject([{ status: 'confirmed', startTime: iso('14:00') }]);
    // Claimed once only; and nobody else's to claim.
    const twice = await post(`/api/waitlist/${offered?.id}/claim`, {}, first.cookie);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).code).toBe('not_waiting');
    expect((await post(`/api/waitlist/${offered?.id}/claim`, {}, second.cookie)).statusCode).toBe(404);
    now = NOW;
  });

  it('offers a freed time to a VIP member before General members who joined earlier, then in the order of joining', async () => {
    const noon = { bayNumber: '2', startTime: '12:00', endTime: '13:00' };
    const holder = await addMember(server);
    const early = await addMember(server);
    const later = await addMember(server);
    const vip = await addMember(server, { membershipType: 'vip' });
    const booked = await book(holder.cookie, noon);
    expect(booked.statusCode).toBe(201);
    expect((await join(early.cookie, noon)).statusCode).toBe(201);
    expect((await join(later.cookie, noon)).statusCode).toBe(201);
    // The VIP joins last and is told they are first; the General members move back one place.
    const joined = await join(vip.cookie, noon);
    expect(body(joined)).toMatchObject({ status: 'waiting', position: 1 });
    expect((await entries(early.cookie))[0]?.position).toBe(2);
    expect((await entries(later.cookie))[0]?.position).toBe(3);

    await cancel(holder.cookie, body(booked).id as string);
    expect((await entries(vip.cookie))[0]).toMatchObject({ status: 'offered', heldBayNumber: '2' });
    expect((await entries(early.cookie))[0]).toMatchObject({ status: 'waiting', position: 2 });

    // The VIP lets it go: the General member who joined first is next, not the one after.
    const [offer] = await entries(vip.cookie);
    await call(server, { method: 'PATCH', url: `/api/waitlist/${offer?.id}/leave`, cookie: vip.cookie });
    expect((await entries(early.cookie))[0]).toMatchObject({ status: 'offered', heldBayNumber: '2' });
    expect((await entries(later.cookie))[0]).toMatchObject({ status: 'waiting', position: 2 });
  });

  it('passes an unclaimed slot to the next in line after 15 minutes', async () => {
    const holder = await addMember(server);
    const slow = await addMember(server);
    const next = await addMember(server);
    const booked = await book(holder.cookie, { bayNumber: '2' });
    await join(slow.cookie, { bayNumber: '2' });
    await join(next.cookie, { bayNumber: '2' });
    await cancel(holder.cookie, body(booked).id as string);
    const [offer] = await entries(slow.cookie);
    expect(offer?.status).toBe('offered');
    expect((await entries(next.cookie))[0]?.status).toBe('waiting');

    now += WAITLIST_HOLD_MS - 1000;
    moveWaitlistOn(contextOf(server));
    expect((await entries(slow.cookie))[0]?.status).toBe('offered');
    now += 1000;
    moveWaitlistOn(contextOf(server));
    expect(await entries(slow.cookie)).toEqual([]);
    expect((await entries(next.cookie))[0]).toMatchObject({
      status: 'offered',
      heldBayNumber: '2',
      position: 1,
    });
    const late = await post(`/api/waitlist/${offer?.id}/claim`, {}, slow.cookie);
    expect(late.statusCode).toBe(410);
    expect(body(late)).toMatchObject({ title: 'Hold Ended', code: 'offer_ended' });
    now = NOW;
  });

  it('holds a slot freed after closing for the first in line until 15 minutes after opening', async () => {
    const holder = await addMember(server);
    const first = await addMember(server, { firstName: 'Nora' });
    const next = await addMember(server);
    const evening = { bayNumber: '3', startTime: '19:00', endTime: '20:00' };
    const booked = await book(holder.cookie, evening);
    await join(first.cookie, evening);
    await join(next.cookie, evening);

    // A cancel at 11:30 PM: the lounge closed at 10.
    now = wallToInstant('2026-11-22', '23:30', 'America/Denver');
    await cancel(holder.cookie, body(booked).id as string);
    const opensPlus15 = wallToInstant('2026-11-23', '09:15', 'America/Denver');
    const [offer] = await entries(first.cookie);
    expect(offer).toMatchObject({ status: 'offered', offerExpiresAt: new Date(opensPlus15).toISOString() });
    await sendQueuedMail();
    const ctx = contextOf(server);
    const mail = smtp.received.find((m) => m.text?.includes('Hi Nora,'));
    expect(mail?.text).toContain('Claim it on your dashboard by 9:15 AM MST on November 23, 2026:');

    // Overnight passes change nothing; at 9:15 the offer passes on, for 15 minutes.
    now = opensPlus15 - 1000;
    moveWaitlistOn(ctx);
    expect((await entries(first.cookie))[0]?.status).toBe('offered');
    expect((await entries(next.cookie))[0]?.status).toBe('waiting');
    now = opensPlus15;
    moveWaitlistOn(ctx);
    expect(await entries(first.cookie)).toEqual([]);
    expect((await entries(next.cookie))[0]).toMatchObject({
      status: 'offered',
      offerExpiresAt: new Date(opensPlus15 + WAITLIST_HOLD_MS).toISOString(),
    });
    now = NOW;
  });

  it('gives the next in line the slot when the offered member leaves', async () => {
    const holder = await addMember(server);
    const leaver = await addMember(server);
    const next = await addMember(server);
    const booked = await book(holder.cookie, { bayNumber: '3' });
    await join(leaver.cookie, { bayNumber: '3' });
    await join(next.cookie, { bayNumber: '3' });
    await cancel(holder.cookie, body(booked).id as string);
    const [offer] = await entries(leaver.cookie);
    const left = await call(server, {
      method: 'PATCH',
      url: `/api/waitlist/${offer?.id}/leave`,
      cookie: leaver.cookie,
    });
    expect(left.statusCode).toBe(200);
    expect(body(left)).toMatchObject({ status: 'left' });
    expect((await entries(next.cookie))[0]).toMatchObject({ status: 'offered', heldBayNumber: '3' });
    // Someone else's entry is not theirs to leave.
    const [nextEntry] = await entries(next.cookie);
    expect(
      (
        await call(server, {
          method: 'PATCH',
          url: `/api/waitlist/${nextEntry?.id}/leave`,
          cookie: leaver.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to wait for a free time, twice for one time, beyond the tier window, or without a membership', async () => {
    const holder = await addMember(server);
    const m = await addMember(server);
    await book(holder.cookie, { startTime: '18:00', endTime: '19:00' });

    const free = await join(m.cookie, { bayNumber: '2', startTime: '18:00', endTime: '19:00' });
    expect(free.statusCode).toBe(409);
    expect(body(free)).toMatchObject({ title: 'Time Available', code: 'slot_free' });

    expect((await join(m.cookie, { startTime: '18:00', endTime: '19:00' })).statusCode).toBe(201);
    const again = await join(m.cookie, { startTime: '18:30', endTime: '19:30' });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ title: 'Already Waiting', code: 'already_waiting' });

    const far = await join(m.cookie, { bookingDate: '2026-12-05' });
    expect(far.statusCode).toBe(400);
    expect(body(far).title).toBe('Scheduling Limit');

    const lapsed = await addMember(server, { membershipType: null, membershipStatus: 'inactive' });
    const refused = await join(lapsed.cookie, { startTime: '18:00', endTime: '19:00' });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).title).toBe('Active Membership Required');
  });

  it("books a free bay instead when 'Any bay' is asked for while one is free", async () => {
    const holder = await addMember(server);
    const m = await addMember(server);
    const guestHost = await addMember(server);
    expect((await book(holder.cookie, { startTime: '16:00', endTime: '17:00' })).statusCode).toBe(201);

    // A General member with a guest owes the fee first: the booking page's 402, naming the free bay.
    const owed = await join(guestHost.cookie, {
      bayNumber: 'any',
      startTime: '16:00',
      endTime: '17:00',
      guestCount: '2',
    });
    expect(owed.statusCode).toBe(402);
    expect(body(owed)).toMatchObject({
      code: 'guest_fee_required',
      bayNumber: '2',
      feeCents: GUEST_FEE_CENTS,
    });

    const joined = await join(m.cookie, { bayNumber: 'any', startTime: '16:00', endTime: '17:00' });
    expect(joined.statusCode).toBe(201);
    expect(body(joined)).toMatchObject({ bookedInstead: true, bayNumber: '2', title: 'Booking Confirmed' });
    const mine = body<Array<{ id: string; bayNumber: string; status: string }>>(
      await call(server, { url: '/api/bookings', cookie: m.cookie }),
    );
    expect(mine).toEqual([
      expect.objectContaining({ id: body(joined).bookingId, bayNumber: '2', status: 'confirmed' }),
    ]);
    expect(await entries(m.cookie)).toEqual([]);

    // This bay (taken) still joins the line; a named free bay is still 'Time Available'.
    const other = await addMember(server);
    expect((await join(other.cookie, { startTime: '16:00', endTime: '17:00' })).statusCode).toBe(201);
    const named = await addMember(server);
    const free = await join(named.cookie, { bayNumber: '3', startTime: '16:00', endTime: '17:00' });
    expect(free.statusCode).toBe(409);
    expect(body(free)).toMatchObject({ title: 'Time Available', code: 'slot_free' });
  });

  it('waits for any bay when all are taken, and offers whichever frees first', async () => {
    const holders = await Promise.all(['1', '2', '3'].map(() => addMember(server)));
    const waiter = await addMember(server);
    const ids: string[] = [];
    for (const [i, h] of holders.entries()) {
      const res = await book(h.cookie, { bayNumber: String(i + 1), startTime: '20:00', endTime: '21:00' });
      expect(res.statusCode).toBe(201);
      ids.push(body(res).id as string);
    }
    const joined = await join(waiter.cookie, { bayNumber: 'any', startTime: '20:00', endTime: '21:00' });
    expect(joined.statusCode).toBe(201);
    expect(body(joined).bayNumber).toBeNull();
    await cancel(holders[1]?.cookie ?? '', ids[1] ?? '');
    expect((await entries(waiter.cookie))[0]).toMatchObject({ status: 'offered', heldBayNumber: '2' });
  });

  it('sends a General member with guests through the guest checkout to claim, the hold becoming the checkout', async () => {
    const holder = await addMember(server);
    const guestHost = await addMember(server);
    const booked = await book(holder.cookie, { bayNumber: '1', startTime: '09:00', endTime: '10:00' });
    await join(guestHost.cookie, { bayNumber: '1', startTime: '09:00', endTime: '10:00', guestCount: '3' });
    await cancel(holder.cookie, body(booked).id as string);
    const [offer] = await entries(guestHost.cookie);
    now += 10 * 60_000;
    const claim = await post(`/api/waitlist/${offer?.id}/claim`, {}, guestHost.cookie);
    expect(claim.statusCode).toBe(200);
    const { url, sessionId } = body<{ url: string; sessionId: string }>(claim);
    expect(url).toBe(`/test-checkout?session_id=${sessionId}`);
    expect(body(await call(server, { url: `/api/payments/sandbox/sessions/${sessionId}` }))).toMatchObject({
      kind: 'guest_fee',
      amountCents: 2 * GUEST_FEE_CENTS,
    });
    // Past the offer's 15 minutes, the hold lives on as the checkout's.
    now += 7 * 60_000;
    moveWaitlistOn(contextOf(server));
    const rival = await addMember(server);
    expect(
      (await book(rival.cookie, { bayNumber: '1', startTime: '09:00', endTime: '10:00' })).statusCode,
    ).toBe(409);
    await call(server, {
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${sessionId}/complete`,
      payload: {},
    });
    const done = await post('/api/bookings', { sessionId }, guestHost.cookie);
    expect(done.statusCode).toBe(201);
    expect(body(done)).toMatchObject({
      status: 'confirmed',
      guestCount: '3',
      guestFee: 2 * GUEST_FEE_CENTS,
      startTime: iso('09:00'),
    });
    now = NOW;
  });

  describe('a claim whose guest payment is cancelled', () => {
    const SLOT = { bayNumber: '3', startTime: '16:00', endTime: '17:00' };
    const LATER = { ...SLOT, startTime: '18:00', endTime: '19:00' };
    const sandbox = (sessionId: string, step: 'cancel' | 'complete') =>
      call(server, {
        method: 'POST',
        url: `/api/payments/sandbox/sessions/${sessionId}/${step}`,
        payload: {},
      });
    const release = (cookie: string, sessionId: string) =>
      post('/api/guest-checkout/release', { sessionId }, cookie);

    /** A General member with 2 guests is offered `slot`, with another member behind them in line. */
    async function offeredWithGuests(slot: typeof SLOT) {
      const holder = await addMember(server);
      const host = await addMember(server);
      const next = await addMember(server);
      const booked = await book(holder.cookie, slot);
      await join(host.cookie, { ...slot, guestCount: '3' });
      await join(next.cookie, slot);
      await cancel(holder.cookie, body(booked).id as string);
      const [offer] = await entries(host.cookie);
      expect(offer).toMatchObject({ status: 'offered', heldBayNumber: '3' });
      return { host, next, offer: offer as Entry };
    }

    async function claim(cookie: string, id: string): Promise<string> {
      const claimed = await post(`/api/waitlist/${id}/claim`, {}, cookie);
      expect(claimed.statusCode).toBe(200);
      return body<{ sessionId: string }>(claimed).sessionId;
    }

    it('gives the offer back for the rest of its 15 minutes, and the retry books the bay', async () => {
      const { host, next, offer } = await offeredWithGuests(SLOT);
      now += 5 * 60_000;
      const sessionId = await claim(host.cookie, offer.id);
      await sandbox(sessionId, 'cancel');
      // The member's return reports the cancel a second time; it changes nothing more.
      expect((await release(host.cookie, sessionId)).statusCode).toBe(200);

      expect(await entries(host.cookie)).toEqual([
        expect.objectContaining({ id: offer.id, status: 'offered', offerExpiresAt: offer.offerExpiresAt }),
      ]);
      expect((await entries(next.cookie))[0]).toMatchObject({ status: 'waiting', position: 2 });
      const rival = await addMember(server);
      expect((await book(rival.cookie, SLOT)).statusCode).toBe(409);

      now += 5 * 60_000;
      const retry = await claim(host.cookie, offer.id);
      expect(retry).not.toBe(sessionId);
      await sandbox(retry, 'complete');
      const done = await post('/api/bookings', { sessionId: retry }, host.cookie);
      expect(done.statusCode).toBe(201);
      expect(body(done)).toMatchObject({
        status: 'confirmed',
        bayNumber: '3',
        guestFee: 2 * GUEST_FEE_CENTS,
      });
      expect(await entries(host.cookie)).toEqual([]);
      now = NOW;
    });

    it('once the offer would have ended, lets the slot go to the next in line', async () => {
      const { host, next, offer } = await offeredWithGuests(LATER);
      now += 10 * 60_000;
      const sessionId = await claim(host.cookie, offer.id);
      now += 6 * 60_000;
      expect(body(await release(host.cookie, sessionId))).toEqual({ released: true });

      expect(await entries(host.cookie)).toEqual([]);
      expect((await entries(next.cookie))[0]).toMatchObject({ status: 'offered', heldBayNumber: '3' });
      expect((await post(`/api/waitlist/${offer.id}/claim`, {}, host.cookie)).statusCode).toBe(410);
      now = NOW;
    });
  });

  it('expires entries whose time has passed', async () => {
    const holder = await addMember(server);
    const m = await addMember(server);
    await book(holder.cookie, { bayNumber: '2', startTime: '11:00', endTime: '12:00' });
    expect((await join(m.cookie, { bayNumber: '2', startTime: '11:00', endTime: '12:00' })).statusCode).toBe(
      201,
    );
    now = wallToInstant(DAY, '11:00', 'America/Denver');
    moveWaitlistOn(contextOf(server));
    expect(await entries(m.cookie)).toEqual([]);
    now = NOW;
  });
});
