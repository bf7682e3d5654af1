/**
 * Reading what the server emailed, the way staff do when the box has no SMTP_URL: an admin (made on
 * the box with `npm run admin:create`, as the desk journey does) asks the desk's outbox API.
 */
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';
import { createAdmin, PASSWORD } from './staffAccounts';

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
    })
    .toBe(true);
  return found as OutboxMessage;
}
