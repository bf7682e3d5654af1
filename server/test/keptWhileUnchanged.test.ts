/**
 * Answers kept between requests while the database is unchanged (db/keptWhileUnchanged.ts): the
 * signed-in user's row, a member's booking list. Each test has something kept first, changes the
 * database one way, and sees the change at once.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../src/db/database';
import { databaseStamp, KeptWhileUnchanged } from '../src/db/keptWhileUnchanged';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember } from './members';
import { makeDataDir, makeServer } from './testServer';

describe('an answer kept while the database is unchanged', () => {
  let data: ReturnType<typeof makeDataDir>;
  let database: OpenDatabase;
  let reads = 0;
  const count = (sqlite: Database.Database) =>
    (sqlite.prepare('SELECT count(*) AS n FROM kept_test').get() as { n: number }).n;
  const addRow = (sqlite: Database.Database) => sqlite.prepare('INSERT INTO kept_test (x) VALUES (1)').run();
  const readCount = () => {
    reads++;
    return count(database.sqlite);
  };
  /** A row committed by a second connection to the same file, as another process would. */
  const commitFromAnotherConnection = () => {
    const other = new Database(data.file);
    try {
      other.pragma('busy_timeout = 5000');
      addRow(other);
    } finally {
      other.close();
    }
  };

  beforeAll(() => {
    data = makeDataDir();
    database = openDatabase(data.file);
    database.sqlite.exec('CREATE TABLE kept_test (x INTEGER)');
  });
  afterAll(() => {
    database.close();
    data.remove();
  });
  afterEach(() => {
    reads = 0;
  });

  it('is read once while nothing is written', () => {
    const kept = new KeptWhileUnchanged<string, number>(database, 10);
    expect(kept.get('n', readCount)).toBe(0);
    expect(kept.get('n', readCount)).toBe(0);
    expect(reads).toBe(1);
  });

  it('is read again after a write through the same connection', () => {
    const kept = new KeptWhileUnchanged<string, number>(database, 10);
    const before = kept.get('n', readCount);
    addRow(database.sqlite);
    expect(kept.get('n', readCount)).toBe(before + 1);
    expect(reads).toBe(2);
  });

  it('is read again after another connection commits to the file', () => {
    const kept = new KeptWhileUnchanged<string, number>(database, 10);
    const before = kept.get('n', readCount);
    commitFromAnotherConnection();
    expect(kept.get('n', readCount)).toBe(before + 1);
  });

  it('keeps nothing read inside a transaction, whose writes may be rolled back', () => {
    const kept = new KeptWhileUnchanged<string, number>(database, 10);
    const before = count(database.sqlite);
    const rollback = new Error('roll back');
    expect(() =>
      database.sqlite.transaction(() => {
        addRow(database.sqlite);
        expect(kept.get('n', readCount)).toBe(before + 1);
        throw rollback;
      })(),
    ).toThrow(rollback);
    expect(kept.get('n', readCount)).toBe(before);
    expect(reads).toBe(2);
  });

  it('reads data_version once per request, total_changes every time', () => {
    const request = {};
    const first = databaseStamp(database, request);
    commitFromAnotherConnection();
    // The same request keeps what it saw of other connections; the next request sees their commit.
    expect(databaseStamp(database, request).version).toBe(first.version);
    expect(databaseStamp(database, {}).version).not.toBe(first.version);
    expect(databaseStamp(database).version).not.toBe(first.version);
    // The server's own write shows within the same request.
    addRow(database.sqlite);
    expect(databaseStamp(database, request).changes).toBe(first.changes + 1);
  });

  it('does not keep "nothing found", and keeps at most its size', () => {
    const kept = new KeptWhileUnchanged<string, number | undefined>(database, 3);
    expect(kept.get('missing', () => undefined)).toBeUndefined();
    expect(kept.kept).toBe(0);
    for (const key of ['a', 'b', 'c', 'd']) kept.get(key, readCount);
    expect(kept.kept).toBe(3);
    // 'a' went first: it is read again.
    reads = 0;
    kept.get('a', readCount);
    expect(reads).toBe(1);
  });
});

describe('kept answers through the API', () => {
  let server: Server;
  let member: { id: string; cookie: string };
  const other = (work: (sqlite: Database.Database) => void) => {
    const sqlite = new Database(contextOf(server).config.databasePath);
    try {
      sqlite.pragma('busy_timeout = 5000');
      work(sqlite);
    } finally {
      sqlite.close();
    }
  };

  beforeAll(async () => {
    server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' });
    member = await addMember(server, { membershipType: 'vip', firstName: 'Ada' });
  });
  afterAll(() => server.stop());

  const myBookings = async () => {
    const res = await call(server, { url: '/api/bookings', cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    return body<{ id: string; status: string }[]>(res);
  };

  it('lists a booking another process committed, and its cancelling through the server’s connection, at once', async () => {
    expect(await myBookings()).toEqual([]);
    const id = randomUUID();
    other((sqlite) =>
      sqlite
        .prepare(
          `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, created_at, updated_at)
           VALUES (?, ?, '1', '2026-12-01', '2026-12-01T16:00:00.000Z', '2026-12-01T17:00:00.000Z', 1, 'confirmed', 'now', 'now')`,
        )
        .run(id, member.id),
    );
    expect((await myBookings()).map((b) => [b.id, b.status])).toEqual([[id, 'confirmed']]);
    contextOf(server)
      .database.sqlite.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?")
      .run(id);
    expect((await myBookings()).map((b) => [b.id, b.status])).toEqual([[id, 'cancelled']]);
  });

  it('answers the signed-in user as the row now is, whoever changed it', async () => {
    const me = async () =>
      body<{ firstName: string }>(await call(server, { url: '/api/auth/user', cookie: member.cookie }));
    expect((await me()).firstName).toBe('Ada');
    other((sqlite) => sqlite.prepare("UPDATE users SET first_name = 'Grace' WHERE id = ?").run(member.id));
    expect((await me()).firstName).toBe('Grace');
    // A role taken away through the server's own connection counts at the next request.
    contextOf(server).database.sqlite.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(member.id);
    expect((await call(server, { url: '/api/staff/members', cookie: member.cookie })).statusCode).toBe(200);
    contextOf(server).database.sqlite.prepare("UPDATE users SET role = 'member' WHERE id = ?").run(member.id);
    expect((await call(server, { url: '/api/staff/members', cookie: member.cookie })).statusCode).toBe(403);
  });
});
