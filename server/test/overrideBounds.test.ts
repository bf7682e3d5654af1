/**
 * The desk's override lifts a tier's limits, not sense: a desk booking is today or within a year
 * of it (venue time), and lasts at most the day's opening hours.
 */
import type { Server } from '@hapi/hapi';
import { bookingMessages } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
let server: Server;
let desk: { cookie: string };
let member: { id: string };

beforeAll(async () => {
  server = await makeServer({}, { now: () => NOW });
  desk = await addStaff(server, 'staff');
  member = await addMember(server);
});
afterAll(() => server.stop());

const deskBooking = (over: Record<string, unknown>) =>
  call(server, {
    method: 'POST',
    url: '/api/staff/bookings',
    cookie: desk.cookie,
    payload: {
      userId: member.id,
      bayNumber: '1',
      bookingDate: '2026-11-24',
      startTime: '09:00',
      endTime: '10:00',
      guestCount: '1',
      override: true,
      ...over,
    },
  });

describe('a desk booking with the override', () => {
  it('is refused past a year from today, naming the date', async () => {
    for (const bookingDate of ['9999-12-31', '2027-11-23']) {
      const far = await deskBooking({ bookingDate });
      expect(far.statusCode, bookingDate).toBe(400);
      expect(body(far)).toMatchObject({
        code: 'override_too_far',
        field: 'bookingDate',
        message: bookingMessages.overrideTooFar(365).message,
      });
    }
  });

  it('is refused when longer than the opening hours, naming the end', async () => {
    // Three days long, its end given as an instant.
    const long = await deskBooking({ endTime: '2026-11-27T05:00:00.000Z' });
    expect(long.statusCode).toBe(400);
    expect(body(long)).toMatchObject({ code: 'override_too_long', field: 'endTime' });
  });

  it('may be a year ahead to the day, and the whole opening day', async () => {
    expect((await deskBooking({ bookingDate: '2027-11-22' })).statusCode).toBe(201);
    expect((await deskBooking({ bayNumber: '3', startTime: '09:00', endTime: '22:00' })).statusCode).toBe(
      201,
    );
  });
});
