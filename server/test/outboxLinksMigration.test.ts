/**
 * The outbox_sent_links_dropped migration on a database made before it: the real text (with its
 * secret link) of a message already logged or sent is dropped; one still waiting to be sent keeps
 * it for the sender, and the text staff see is untouched.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { databaseAtMigration, migrationBefore } from './previousRelease';
import { makeDataDir } from './testServer';

let data: ReturnType<typeof makeDataDir>;
beforeEach(() => {
  data = makeDataDir();
});
afterEach(() => data.remove());

const AT = '2026-11-01T17:00:00.000Z';

it('drops the links of messages logged or sent, and keeps those still to be sent', () => {
  databaseAtMigration(data.file, migrationBefore('_outbox_sent_links_dropped'));
  const old = new Database(data.file);
  const insert = old.prepare(
    `INSERT INTO outbox_messages (id, kind, to_address, subject, text_body, secret_text_body, status, next_attempt_at, created_at)
     VALUES (?, 'password_reset', 'ada@example.com', 'Reset', 'Open [link hidden]', ?, ?, ?, ?)`,
  );
  for (const status of ['logged', 'sent', 'queued', 'failed'])
    insert.run(`m-${status}`, `Open https://lounge.example/reset?token=${status}-secret`, status, AT, AT);
  insert.run('m-plain', null, 'logged', AT, AT);
  old.close();

  const database = openDatabase(data.file);
  const rows = database.sqlite
    .prepare('SELECT id, text_body AS text, secret_text_body AS secret FROM outbox_messages ORDER BY id')
    .all();
  database.close();
  expect(rows).toEqual([
    {
      id: 'm-failed',
      text: 'Open [link hidden]',
      secret: 'Open https://lounge.example/reset?token=failed-secret',
    },
    { id: 'm-logged', text: 'Open [link hidden]', secret: null },
    { id: 'm-plain', text: 'Open [link hidden]', secret: null },
    {
      id: 'm-queued',
      text: 'Open [link hidden]',
      secret: 'Open https://lounge.example/reset?token=queued-secret',
    },
    { id: 'm-sent', text: 'Open [link hidden]', secret: null },
  ]);
});
