/**
 * Correcting what happened after a booking has ended: a forgotten check-in or a wrong no-show is
 * set right with a required reason, logged with its actor, from and to, and the member's no-show
 * count follows; asking again changes nothing; a booking not yet ended or not kept is refused.
 */
import { deskMessages } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { DAY, type DeskDay, openDeskDay } from './deskDay';
import { body, call } from './http';
import { addMember, signIn } from './members';

let day: DeskDay;
beforeAll(async () => {
  day = await openDeskDay();
});
afterAll(() => day.server.stop());

const correct = (id: string, payload: unknown) =>
  day.send('POST', `/api/staff/bookings/${id}/correct`, payload);
const setClock = (date: string, time: string) => day.setClock(date, time);
const book = (member: { id: string }, bay: string, start: string, end: string) =>
  day.book(member.id, bay, start, end);
const send = (method: string, url: string, payload: unknown = {}) => day.send(method, url, payload);

const noShowCount = async (memberId: string) =>
  body<{ noShows: { count: number } }>(
    await call(day.server, { url: `/api/staff/members/${memberId}`, cookie: day.desk.cookie }),
  ).noShows.count;
const corrections = (id: string) =>
  (
    contextOf(day.server)
      .database.sqlite.prepare(
        "SELECT actor_id, details FROM staff_actions WHERE action = 'correct' AND target_id = ? ORDER BY id",
      )
      .all(id) as { actor_id: string; details: string }[]
  ).map((r) => ({ actor: r.actor_id, ...JSON.parse(r.details) }));

describe('a correction after the day', () => {
  it('turns a wrong no-show into a check-in, with a reason, logged, and the no-show count follows', async () => {
    const member = await addMember(day.server);
    const id = await book(member, '1', '17:00', '18:00');
    await setClock(DAY, '17:20');
    expect(body(await send('POST', `/api/staff/bookings/${id}/no-show`)).status).toBe('no_show');

    await setClock('2026-11-22', '10:00');
    expect(await noShowCount(member.id)).toBe(1);
    expect((await send('POST', `/api/staff/bookings/${id}/undo`)).statusCode).toBe(409);
    for (const payload of [
      { status: 'checked_in' },
      { status: 'checked_in', reason: '  ' },
      { status: 'cancelled', reason: 'x' },
    ]) {
      expect((await correct(id, payload)).statusCode).toBe(400);
    }
    const reason = 'Member was playing; the desk marked the wrong bay';
    const fixed = await correct(id, { status: 'checked_in', reason });
    expect(fixed.statusCode, fixed.payload).toBe(200);
    expect(body(fixed).status).toBe('checked_in');
    expect(await noShowCount(member.id)).toBe(0);
    expect(corrections(id)).toEqual([{ actor: day.desk.id, from: 'no_show', to: 'checked_in', reason }]);

    // Sent again: answered as it is, not logged twice.
    const again = await correct(id, { status: 'checked_in', reason });
    expect(again.statusCode).toBe(200);
    expect(body(again)).toEqual(body(fixed));
    expect(corrections(id)).toHaveLength(1);
  });

  it('records a forgotten check-in, and a no-show found out later, counting it', async () => {
    const member = await addMember(day.server, { membershipType: 'vip' });
    const forgotten = await book(member, '2', '11:00', '12:00');
    const missed = await book(member, '2', '13:00', '14:00');
    await setClock('2026-11-23', '09:00');
    expect(
      body(await correct(forgotten, { status: 'checked_in', reason: 'Checked in on paper' })).status,
    ).toBe('checked_in');
    expect(await noShowCount(member.id)).toBe(0);
    expect(
      body(await correct(missed, { status: 'no_show', reason: 'Never came; the desk was busy' })).status,
    ).toBe('no_show');
    expect(await noShowCount(member.id)).toBe(1);
    expect(corrections(missed)).toEqual([
      { actor: day.desk.id, from: 'confirmed', to: 'no_show', reason: 'Never came; the desk was busy' },
    ]);
    // And back to neither: ended without a check-in.
    expect(
      body(await correct(missed, { status: 'confirmed', reason: 'Called ahead after all' })).status,
    ).toBe('confirmed');
    expect(await noShowCount(member.id)).toBe(0);
  });

  it('refuses a booking that has not ended, and one that was cancelled', async () => {
    const member = await addMember(day.server);
    const id = await book(member, '3', '15:00', '16:00');
    await setClock(DAY, '15:30');
    const early = await correct(id, { status: 'no_show', reason: 'x' });
    expect(early.statusCode).toBe(409);
    expect(body(early)).toMatchObject({
      title: 'Not Ended Yet',
      message: 'This booking has not ended yet: use Check In, No-show or Undo instead.',
    });
    expect(body(await send('POST', `/api/staff/bookings/${id}/cancel`, { reason: 'Called' })).status).toBe(
      'cancelled',
    );
    await setClock('2026-11-22', '10:00');
    const cancelled = await correct(id, { status: 'checked_in', reason: 'x' });
    expect(cancelled.statusCode).toBe(409);
    expect(body(cancelled).title).toBe('Cannot Correct');
    expect(corrections(id)).toEqual([]);
  });
});

describe('a booking that has ended', () => {
  it('is never cancelled, by staff or by its member: 409 naming Correct, and the record stays', async () => {
    const member = await addMember(day.server, { membershipType: 'vip' });
    const played = await book(member, '3', '09:00', '10:00');
    const unchecked = await book(member, '3', '10:00', '11:00');
    await setClock(DAY, '09:10');
    expect(body(await send('POST', `/api/staff/bookings/${played}/check-in`)).status).toBe('checked_in');

    await setClock('2026-11-22', '10:00');
    for (const id of [played, unchecked]) {
      const byStaff = await send('POST', `/api/staff/bookings/${id}/cancel`, { reason: 'Tidying up' });
      expect(byStaff.statusCode, byStaff.payload).toBe(409);
      expect(body(byStaff).message).toBe(deskMessages.correct.notCancellable.message);
      expect(body(byStaff).message).toMatch(/Use Correct/);
      const byMember = await call(day.server, {
        method: 'PATCH',
        url: `/api/bookings/${id}/cancel`,
        cookie: await signIn(day.server, member.email),
      });
      expect(byMember.statusCode, byMember.payload).toBe(409);
      expect(body(byMember).code).toBe('booking_finished');
      expect(body(byMember).message).toMatch(/front desk can correct it/);
    }
    const statuses = contextOf(day.server)
      .database.sqlite.prepare('SELECT status FROM bookings WHERE id IN (?, ?) ORDER BY start_time')
      .all(played, unchecked);
    expect(statuses).toEqual([{ status: 'checked_in' }, { status: 'confirmed' }]);
  });

  it('is not cancelled by a block over it either: 409 naming it, the booking kept', async () => {
    const member = await addMember(day.server, { membershipType: 'vip' });
    const ended = await book(member, '2', '09:00', '10:00');
    await setClock(DAY, '12:00');
    for (const cancelCovered of [false, true]) {
      const res = await send('POST', '/api/staff/blocks', {
        bays: ['2'],
        date: DAY,
        startTime: '09:00',
        endTime: '13:00',
        reason: 'Sensor',
        cancelCovered,
      });
      expect(res.statusCode, res.payload).toBe(409);
      expect(body(res)).toMatchObject({ code: 'block_covers_finished', title: 'Booking Finished' });
    }
    expect(
      contextOf(day.server).database.sqlite.prepare('SELECT status FROM bookings WHERE id = ?').get(ended),
    ).toEqual({ status: 'confirmed' });
  });

  it('may still be cancelled by staff while under way', async () => {
    const member = await addMember(day.server);
    const id = await book(member, '3', '15:00', '16:00');
    await setClock(DAY, '15:20');
    const res = await send('POST', `/api/staff/bookings/${id}/cancel`, { reason: 'Left early, unwell' });
    expect(res.statusCode, res.payload).toBe(200);
    expect(body(res).status).toBe('cancelled');
  });
});
