/**
 * Every reason, name and note a route takes is cleaned by core's writtenText.ts before anything
 * checks it (core/src/api/shape.ts's `words`, `writtenLine`, `writtenLines`): this walks the
 * request shapes of the whole route table, so a new route with a plain `Joi.string()` reason fails
 * here. Then, through the real routes: a reason made only of zero-width or control characters is
 * refused naming the field (a staff refund, a freeze past the yearly cap), and so is a name of only
 * zero-width characters at sign-up.
 */
import type { Server } from '@hapi/hapi';
import { WRITTEN } from '@lounge/core/api';
import type Joi from 'joi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, postFromSite } from './http';
import { cashDeskFee } from './ledgerEntries';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

/** A key people write into: a reason, a name, a note, a message, a description. */
const WRITTEN_KEY = /(reason|name|notes?|body|message|description|specialRequests)$/i;

interface Described {
  type?: string;
  keys?: Record<string, Described>;
  items?: Described[];
  matches?: { schema: Described }[];
  patterns?: { rule: Described }[];
  rules?: { name: string; args?: { description?: string } }[];
  flags?: { only?: boolean };
}

/** The paths of string keys named like written text that are not cleaned as written text. */
function uncleaned(d: Described, path: string, out: string[]): string[] {
  for (const [key, child] of Object.entries(d.keys ?? {})) {
    const here = `${path}.${key}`;
    const strings = [child, ...(child.matches ?? []).map((m) => m.schema)].filter(
      // A choice from a list (an analytics event's name) is not written text.
      (s) => s.type === 'string' && !s.flags?.only,
    );
    if (WRITTEN_KEY.test(key))
      for (const s of strings)
        if (!s.rules?.some((r) => r.name === 'custom' && r.args?.description === WRITTEN)) out.push(here);
    uncleaned(child, here, out);
  }
  for (const item of d.items ?? []) uncleaned(item, `${path}[]`, out);
  for (const m of d.matches ?? []) uncleaned(m.schema, path, out);
  for (const p of d.patterns ?? []) uncleaned(p.rule, `${path}{}`, out);
  return out;
}

let server: Server;
beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000', RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000' });
});
afterAll(() => server.stop());

describe('the route table', () => {
  it('cleans every reason, name and note of every request as written text', () => {
    const found: string[] = [];
    let checked = 0;
    for (const route of server.table()) {
      const payload = route.settings.validate?.payload;
      if (!payload || typeof payload !== 'object' || !('describe' in payload)) continue;
      checked += 1;
      uncleaned((payload as Joi.Schema).describe() as Described, `${route.method} ${route.path}`, found);
    }
    expect(checked).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });
});

const ZERO_WIDTH = [
  '\u200B',
  '\u200B\u200C\u200D',
  '\uFEFF',
  '\u2060\u00AD',
  '\u0007\u0000',
  ' \u200B\t\u0085 ',
];

describe('a reason with no words', () => {
  it('is refused for a staff refund, naming the reason; nothing is refunded', async () => {
    const staff = await addStaff(server, 'staff');
    const m = await addMember(server);
    const { recordLedgerEntry } = await import('../src/payments/ledgerStore');
    const fee = recordLedgerEntry(contextOf(server).db, cashDeskFee(m.id), Date.now());
    for (const reason of ZERO_WIDTH) {
      const res = await postFromSite(
        server,
        `/api/staff/payments/${fee.id}/refund`,
        { amountCents: 100, reason },
        staff.cookie,
      );
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
      expect(body(res).field).toBe('reason');
    }
    const refunds = contextOf(server)
      .database.sqlite.prepare('SELECT count(*) AS n FROM ledger_entries WHERE refund_of = ?')
      .get(fee.id) as { n: number };
    expect(refunds.n).toBe(0);
    // Words around the invisible characters are a reason, kept without them.
    const ok = await postFromSite(
      server,
      `/api/staff/payments/${fee.id}/refund`,
      { amountCents: 100, reason: '\u200BGuest\u200B left\u0007 early ' },
      staff.cookie,
    );
    expect(ok.statusCode, ok.payload).toBe(200);
    expect(
      contextOf(server)
        .database.sqlite.prepare('SELECT reason FROM ledger_entries WHERE refund_of = ?')
        .get(fee.id),
    ).toEqual({ reason: 'Guest left early' });
  });

  it('is refused for a freeze with the override of the yearly cap, naming the reason; nothing is frozen', async () => {
    const staff = await addStaff(server, 'staff');
    const m = await addMember(server);
    for (const reason of ZERO_WIDTH) {
      const res = await postFromSite(
        server,
        `/api/staff/members/${m.id}/freeze`,
        { months: 1, override: true, reason },
        staff.cookie,
      );
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
      expect(body(res)).toMatchObject({ field: 'reason', message: 'Please give a reason.' });
    }
    const freezes = contextOf(server)
      .database.sqlite.prepare('SELECT count(*) AS n FROM membership_freezes WHERE user_id = ?')
      .get(m.id) as { n: number };
    expect(freezes.n).toBe(0);
  });
});

describe('a name with no words', () => {
  it('is refused at sign-up, naming the field; no account is made', async () => {
    const sent = {
      email: 'zero.width@lounge.example',
      password: 'a long and unusual passphrase 93',
    };
    for (const [firstName, lastName, field] of [
      ['\u200B\u200B', 'Walker', 'firstName'],
      ['Ann', '\u200D\uFEFF\u2060', 'lastName'],
    ] as const) {
      const res = await postFromSite(server, '/api/auth/signup', { ...sent, firstName, lastName });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(body(res))).toContain(field);
    }
    const users = contextOf(server)
      .database.sqlite.prepare('SELECT count(*) AS n FROM users WHERE email = ?')
      .get(sent.email) as { n: number };
    expect(users.n).toBe(0);
  });
});
