/**
 * Reading what the server emailed: the way staff do, an admin (made on the box with `npm run
 * admin:create`, as the desk journey does) asking the desk's outbox API; and the way a member does,
 * from the journeys' mailbox.
 */

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eMailbox } from '../../playwright.config';
import { expect, thisWorkersServer, uniqueEmail } from './fixtures';
import { createAdmin, PASSWORD } from './staffAccounts';

/**
 * Some messages are queued by the server's background pass, not by the request (a reset link is
 * made there, every MAIL_POLL_SECONDS: 1 s for the journeys), and every message reaches the
 * mailbox in a pass, so a journey waits a few passes at most.
 */
const MAIL_WAIT = { timeout: 15_000 };

export interface OutboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** A signed-in admin's API context; dispose of it when done. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const email = uniqueEmail('admin');
  createAdmin(email);
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

/** The newest message of `kind` to `to`, waiting a moment for it to be queued. */
export async function latestMail(api: APIRequestContext, to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await api.get('/api/staff/outbox');
      expect(res.status()).toBe(200);
      const messages = (await res.json()) as OutboxMessage[];
      found = messages.find((m) => m.to === to && m.kind === kind);
      return found !== undefined;
    }, MAIL_WAIT)
    .toBe(true);
  return found as OutboxMessage;
}

/**
 * The text the recipient receives, from the journeys' mailbox (playwright.config.ts): the newest
 * message of `kind` to `to` in the outbox, once the server has sent it. Staff never see a secret
 * link (the outbox shows '[link hidden]'), so a journey that needs one reads it as the member does.
 */
export async function receivedText(to: string, kind: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(() => {
      const db = new Database(thisWorkersServer().databasePath, { readonly: true, fileMustExist: true });
      try {
        const row = db
          .prepare(
            `SELECT id FROM outbox_messages
             WHERE to_address = ? AND kind = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
          )
          .get(to, kind) as { id: string } | undefined;
        const file = row && path.join(e2eMailbox.dir, `${row.id}.json`);
        text =
          file && existsSync(file)
            ? (JSON.parse(readFileSync(file, 'utf8')) as { text: string }).text
            : undefined;
      } finally {
        db.close();
      }
      return text !== undefined;
    }, MAIL_WAIT)
    .toBe(true);
  return text as string;
}
