/**
 * The report's utilisation on a seeded Saturday holding every kind of bay time: a member's booking
 * made at the desk, a paid private event's held bay, a competition round's bays, a block staff made
 * through the desk, and two blocks over one another. Each is its own part of the bay's day, in the
 * JSON and in the CSV; nothing of it is counted as empty, and a staff block is out of play.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { at, DAY, type DeskDay, openDeskDay } from './deskDay';
import { body } from './http';
import { addMember } from './members';

interface Figures {
  parts: { members: number; events: number; rounds: number; lessons: number; blocks: number };
  inPlayMinutes: number;
  openMinutes: number;
  percent: number | null;
}
interface Report {
  utilisation: Figures & { bays: (Figures & { bay: string; cells: (Figures & { hour: string })[] })[] };
}

const none = { members: 0, events: 0, rounds: 0, lessons: 0, blocks: 0 };

let day: DeskDay;
let report: Report;

beforeAll(async () => {
  day = await openDeskDay();
  const member = await addMember(day.server, { membershipType: 'general', membershipStatus: 'monthly' });
  await day.book(member.id, '1', '10:00', '11:00');
  // A block staff make at the desk: bay 3, 9 to 10 AM.
  const staffBlock = await day.send('POST', '/api/staff/blocks', {
    bays: ['3'],
    date: DAY,
    startTime: '09:00',
    endTime: '10:00',
    reason: 'Projector service',
  });
  expect(staffBlock.statusCode, staffBlock.payload).toBe(201);
  // An event's held bay and a round's bays are blocks that name their quote or round (decisions
  // 041, 042): bay 1 from 11 AM to 1 PM for the event, bay 2 from noon to 3 PM for the round, and
  // a staff block over the round's last hour, which stays the round's.
  const insert = contextOf(day.server).database.sqlite.prepare(
    `INSERT INTO bay_blocks (id, group_id, bay_number, block_date, start_time, end_time, reason, event_quote_id, competition_round_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '2026-11-20T19:00:00.000Z')`,
  );
  const hold = (
    bay: string,
    from: string,
    to: string,
    reason: string,
    quote: string | null,
    round: string | null,
  ) =>
    insert.run(
      randomUUID(),
      randomUUID(),
      bay,
      DAY,
      new Date(at(DAY, from)).toISOString(),
      new Date(at(DAY, to)).toISOString(),
      reason,
      quote,
      round,
    );
  hold('1', '11:00', '13:00', 'Private event', randomUUID(), null);
  hold('2', '12:00', '15:00', 'Winter League, round 1', null, randomUUID());
  hold('2', '14:00', '16:00', 'Cleaning', null, null);
  report = body<Report>(await day.send('GET', `/api/staff/reports?from=${DAY}&to=${DAY}`));
});

afterAll(() => day.server.stop());

const bay = (name: string) => report.utilisation.bays.find((b) => b.bay === name);
const cell = (name: string, hour: string) => bay(name)?.cells.find((c) => c.hour === hour);

describe("utilisation by part of a bay's day", () => {
  it('gives the member booking, the event, the round and the staff blocks their own minutes', () => {
    expect(cell('1', '10:00')?.parts).toEqual({ ...none, members: 60 });
    expect(cell('1', '11:00')?.parts).toEqual({ ...none, events: 60 });
    expect(cell('1', '12:00')?.parts).toEqual({ ...none, events: 60 });
    expect(cell('2', '12:00')?.parts).toEqual({ ...none, rounds: 60 });
    expect(cell('2', '14:00')?.parts).toEqual({ ...none, rounds: 60 });
    expect(cell('2', '15:00')?.parts).toEqual({ ...none, blocks: 60 });
    expect(cell('3', '09:00')?.parts).toEqual({ ...none, blocks: 60 });
    // The event's and the round's hours are in play; a staff block's are not.
    expect(cell('1', '11:00')).toMatchObject({ inPlayMinutes: 60, openMinutes: 60, percent: 100 });
    expect(cell('2', '15:00')).toMatchObject({ inPlayMinutes: 0, openMinutes: 60, percent: 0 });
  });

  it('adds the parts up by bay and for the day, lessons none as none are kept', () => {
    expect(bay('1')).toMatchObject({ parts: { ...none, members: 60, events: 120 }, inPlayMinutes: 180 });
    expect(bay('2')).toMatchObject({ parts: { ...none, rounds: 180, blocks: 60 }, inPlayMinutes: 180 });
    expect(bay('3')).toMatchObject({ parts: { ...none, blocks: 60 }, inPlayMinutes: 0, percent: 0 });
    const open = 3 * 13 * 60; // three bays, 9 AM to 10 PM
    expect(report.utilisation).toMatchObject({
      parts: { members: 60, events: 120, rounds: 180, lessons: 0, blocks: 120 },
      inPlayMinutes: 360,
      openMinutes: open,
      percent: Math.round((360 / open) * 1000) / 10,
    });
  });

  it('writes each part in the CSV beside the share in play', async () => {
    const res = await day.send('GET', `/api/staff/reports.csv?from=${DAY}&to=${DAY}`);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.payload, { bom: true }) as string[][];
    const value = (figure: string, bayName: string, hour: string) =>
      rows.find((r) => r[0] === 'Utilisation' && r[1] === figure && r[2] === bayName && r[3] === hour)?.[4];
    expect(value('Private events (min)', '1', '11:00')).toBe('60');
    expect(value('Member bookings (min)', '1', '10:00')).toBe('60');
    expect(value('Competition rounds (min)', '2', 'All hours')).toBe('180');
    expect(value('Staff blocks (min)', 'All bays', 'All hours')).toBe('120');
    expect(value('Lessons (min)', 'All bays', 'All hours')).toBe('0');
    expect(value('Bay utilisation (%)', '1', '12:00')).toBe('100');
  });
});
