/**
 * The audit trail in names and words: each entry reads what it was done to ('No-show: Jack
 * Tester, Bay 2, Sat Nov 21 2:00 PM'), and `member=` finds a member's entries by name: their
 * bookings, payments and account, nobody else's.
 */
import { formatMoney, GUEST_FEE_CENTS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionRequest } from './competitionRequests';
import { DAY, type DeskDay, openDeskDay } from './deskDay';
import { body, call } from './http';
import { addMember, addStaff } from './members';

interface Entry {
  action: string;
  targetId: string;
  summary: string;
  detailsWords: string;
  subject: { memberId: string | null; memberName: string | null } | null;
}

let day: DeskDay;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  day = await openDeskDay();
  admin = await addStaff(day.server, 'admin');
});
afterAll(() => day.server.stop());

const trail = async (query: string) => {
  const res = await call(day.server, {
    method: 'GET',
    url: `/api/staff/audit?${query}`,
    cookie: admin.cookie,
  });
  expect(res.statusCode, res.payload).toBe(200);
  return body<{ entries: Entry[] }>(res).entries;
};

describe('the audit trail in names and words', () => {
  it('says who, where and when; finds a member by name across bookings, payments and the account', async () => {
    const jack = await addMember(day.server, { firstName: 'Jack' });
    const kim = await addMember(day.server, { firstName: 'Kim' });
    const jacksBooking = await day.book(jack.id, '2', '14:00', '15:00');
    const kimsBooking = await day.book(kim.id, '3', '14:00', '15:00');
    await day.setClock(DAY, '14:20');
    expect((await day.send('POST', `/api/staff/bookings/${jacksBooking}/no-show`)).statusCode).toBe(200);
    expect((await day.send('POST', `/api/staff/bookings/${kimsBooking}/check-in`)).statusCode).toBe(200);
    const walkIn = await day.send('POST', '/api/staff/bookings', {
      userId: jack.id,
      bayNumber: '1',
      bookingDate: DAY,
      startTime: '14:00',
      endTime: '15:00',
      guestCount: '2',
      notes: '',
      walkIn: true,
      guestFeeCollected: true,
      paymentMethod: 'cash',
    });
    expect(walkIn.statusCode, walkIn.payload).toBe(201);
    const payments = body<{ id: string; kind: string }[]>(
      await day.send('GET', `/api/staff/payments?userId=${jack.id}`),
    );
    const fee = payments.find((p) => p.kind === 'desk');
    const refund = await day.send('POST', `/api/staff/payments/${fee?.id}/refund`, {
      amountCents: GUEST_FEE_CENTS / 2,
      reason: 'Guest left',
    });
    expect(refund.statusCode, refund.payload).toBe(200);

    const all = await trail(`from=${DAY}&to=${DAY}`);
    const noShow = all.find((e) => e.action === 'no-show');
    expect(noShow?.summary).toBe('No-show: Jack Tester, Bay 2, Sat Nov 21 2:00 PM');
    expect(noShow?.subject).toMatchObject({ memberId: jack.id, memberName: 'Jack Tester' });
    expect(all.find((e) => e.action === 'check-in' && e.targetId === kimsBooking)?.summary).toBe(
      'Checked in: Kim Tester, Bay 3, Sat Nov 21 2:00 PM',
    );
    expect(all.find((e) => e.action === 'refund')?.summary).toBe(
      `Refund ${formatMoney(GUEST_FEE_CENTS / 2)}: Jack Tester, Paid at the desk: Guest fee: 1 guest, Bay 1, November 21, 2026, 2:00 PM`,
    );

    // The search by name: Jack's no-show, the walk-in (booked and checked in) and its refund; none
    // of Kim's. The bookings made the day before are outside the range.
    const jacks = await trail(`from=${DAY}&to=${DAY}&member=${encodeURIComponent('jack tes')}`);
    expect(jacks.map((e) => e.action).sort()).toEqual(['check-in', 'create', 'no-show', 'refund']);
    expect(jacks.every((e) => e.subject?.memberId === jack.id)).toBe(true);
    expect(await trail(`from=${DAY}&to=${DAY}&member=Kim`)).toHaveLength(1);
    // A name's wildcards are plain text.
    expect(await trail(`from=${DAY}&to=${DAY}&member=%25`)).toHaveLength(0);
    expect(await trail(`from=${DAY}&to=${DAY}&member=Nobody`)).toHaveLength(0);
  });

  it('names every record, shows before and after (a +30 min extension its new end), money and venue times only', async () => {
    const lee = await addMember(day.server, { firstName: 'Lee' });
    const booking = await day.book(lee.id, '2', '19:00', '20:00');
    await day.setClock(DAY, '19:10');
    const longer = await day.send('PATCH', `/api/staff/bookings/${booking}`, {
      bayNumber: '2',
      bookingDate: DAY,
      startTime: '19:00',
      endTime: '20:30',
      guestCount: '1',
    });
    expect(longer.statusCode, longer.payload).toBe(200);
    const created = await day.send('POST', '/api/staff/competitions', {
      ...competitionRequest({
        name: 'Audit Open',
        fieldSize: 4,
        registrationClosesAt: '2026-11-30T00:00:00.000Z',
      }),
      rounds: [{ date: '2026-12-04', startTime: '18:00', endTime: '22:00', bays: ['3'] }],
    });
    expect(created.statusCode, created.payload).toBe(201);
    const blocked = await day.send('POST', '/api/staff/blocks', {
      bays: ['1'],
      date: '2026-11-22',
      startTime: '10:00',
      endTime: '11:00',
      reason: 'Sensor service',
    });
    expect(blocked.statusCode, blocked.payload).toBe(201);
    const blockId = body<{ blocks: { id: string }[] }>(blocked).blocks[0]?.id;
    expect((await day.send('DELETE', `/api/staff/blocks/${blockId}`)).statusCode).toBe(200);

    const all = await trail(`from=${DAY}&to=${DAY}`);
    const edit = all.find((e) => e.action === 'edit' && e.targetId === booking);
    expect(edit?.detailsWords).toBe(
      'Bay 2, Sat Nov 21 7:00 PM – 8:00 PM, 1 player → Bay 2, Sat Nov 21 7:00 PM – 8:30 PM, 1 player',
    );
    expect(all.find((e) => e.action === 'create_competition')?.summary).toBe(
      'Competition created: Audit Open',
    );
    expect(all.find((e) => e.action === 'block_bays')?.detailsWords).toBe(
      'Bays: 1 · Dates: Sun Nov 22 · Reason: Sensor service',
    );
    expect(all.find((e) => e.action === 'unblock_bays')?.detailsWords).toBe(
      'Bays: 1 · Start: Sun Nov 22 10:00 AM · End: Sun Nov 22 11:00 AM · Reason: Sensor service · Removed: 1',
    );
    const refund = all.find((e) => e.action === 'refund');
    expect(refund?.detailsWords).toBe(`Amount: ${formatMoney(GUEST_FEE_CENTS / 2)} · Reason: Guest left`);
    // Nowhere an id, a raw field or a UTC time.
    for (const e of all) {
      const words = `${e.summary} ${e.detailsWords}`;
      expect(words).not.toMatch(/[0-9a-f]{8}-|Cents|\d{4}-\d{2}-\d{2}T/);
    }
  });
});
