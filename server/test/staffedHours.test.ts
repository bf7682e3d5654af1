/**
 * Staffed hours apart from member-access hours, through the real server: outside staffed hours a
 * member books only if their plan's pass opens the door (DOOR_TIERS), a 403 naming the staffed hours
 * otherwise; GET /api/venue tells the booking page the staffed hours; a box with hours without staff
 * but no door does not start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DAY, type DeskDay, openDeskDay } from './deskDay';
import { body, call } from './http';
import { addMember } from './members';

const STAFFED = { VENUE_STAFFED_OPEN: '09:00', VENUE_STAFFED_CLOSE: '18:00' };

describe('staffed hours', () => {
  let day: DeskDay;
  beforeAll(async () => {
    day = await openDeskDay({
      ...STAFFED,
      DOOR_CONTROLLER: 'webhook',
      DOOR_URL: 'http://127.0.0.1:9/door',
      DOOR_SECRET: 'door-secret-123',
      DOOR_TIERS: 'vip',
    });
  });
  afterAll(() => day.server.stop());

  const book = (cookie: string, start: string, end: string, bay = '1') =>
    call(day.server, {
      method: 'POST',
      url: '/api/bookings',
      cookie,
      payload: { bayNumber: bay, bookingDate: DAY, startTime: start, endTime: end, guestCount: '1' },
    });

  it('are told to the booking page', async () => {
    const venue = await call(day.server, { url: '/api/venue' });
    expect(body<{ venue: { staffedHours: unknown } }>(venue).venue.staffedHours).toEqual({
      open: '09:00',
      close: '18:00',
    });
  });

  it('leave unstaffed time to members whose pass opens the door', async () => {
    const general = await addMember(day.server, { membershipType: 'general' });
    const refused = await book(general.cookie, '17:00', '18:30');
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({
      code: 'unstaffed_no_access',
      title: 'Staffed Hours Only',
      field: 'startTime',
      message:
        'Your membership does not include entry without staff, so please book between 9:00 AM - 6:00 PM.',
    });
    expect((await book(general.cookie, '16:00', '18:00')).statusCode).toBe(201);
    const vip = await addMember(day.server, { membershipType: 'vip' });
    expect((await book(vip.cookie, '19:00', '21:00', '2')).statusCode).toBe(201);
  });

  it('without staff need a door', () => {
    expect(() => loadConfig(STAFFED)).toThrow(/hours without staff need a door/);
  });
});
