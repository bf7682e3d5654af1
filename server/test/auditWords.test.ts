/**
 * The audit trail in names and words: each entry reads what it was done to ('No-show: Jack
 * Tester, Bay 2, Sat Nov 21 2:00 PM'), and `member=` finds a member's entries by name: their
 * bookings, payments and account, nobody else's.
 */
import { formatMoney, GUEST_FEE_CENTS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, type DeskDay, openDeskDay } from './deskDay';
import { body, call } from './http';
import { addMember, addStaff } from './members';

interface Entry {
  action: string;
  targetId: string;
  summary: string;
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
});
