/** The desk's member search: the member meant first (core's memberSearch.ts), by name or phone. */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addStaff, insertMember } from './members';
import { makeServer } from './testServer';

let server: Server;
let desk: { cookie: string };

function member(firstName: string, lastName: string, phone: string | null) {
  const sqlite = contextOf(server).database.sqlite;
  const { id } = insertMember(sqlite, {
    firstName,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  });
  sqlite.prepare('UPDATE users SET last_name = ?, phone = ? WHERE id = ?').run(lastName, phone, id);
}

beforeAll(async () => {
  server = await makeServer();
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
  // Sorted by last name, Priya Natarajan ('tara' inside it) came before both Taras.
  member('Priya', 'Natarajan', '+14065550100');
  member('Tara', 'Quinn', '+14065550123');
  member('Tara', 'Weller', null);
  member('Quinn', 'Abbott', '+14065550199');
});
afterAll(() => server.stop());

const names = async (q: string) =>
  body<Array<{ firstName: string; lastName: string }>>(
    await call(server, {
      method: 'GET',
      url: `/api/staff/members?q=${encodeURIComponent(q)}`,
      cookie: desk.cookie,
    }),
  ).map((m) => `${m.firstName} ${m.lastName}`);

describe('the desk’s member search', () => {
  it('puts first-name matches before a last name that merely contains the letters', async () => {
    expect(await names('Tara')).toEqual(['Tara Quinn', 'Tara Weller', 'Priya Natarajan']);
    expect(await names('tar')).toEqual(['Tara Quinn', 'Tara Weller', 'Priya Natarajan']);
  });

  it('finds a full name typed in either order, the exact one alone', async () => {
    expect(await names('Tara Quinn')).toEqual(['Tara Quinn']);
    expect(await names('quinn tara')).toEqual(['Tara Quinn']);
    // 'Quinn' alone: the first name Quinn before the last name Quinn.
    expect(await names('Quinn')).toEqual(['Quinn Abbott', 'Tara Quinn']);
  });

  it('finds a member by phone number, however it is written', async () => {
    expect(await names('(406) 555-0123')).toEqual(['Tara Quinn']);
    expect(await names('4065550123')).toEqual(['Tara Quinn']);
    // Part of a number: every member whose number holds it, by name.
    expect(await names('555-01')).toEqual(['Quinn Abbott', 'Priya Natarajan', 'Tara Quinn']);
  });

  it('finds by email and matches LIKE’s wildcards literally', async () => {
    expect(await names('tara.weller@example.com')).toEqual(['Tara Weller']);
    expect(await names('%')).toEqual([]);
  });
});
