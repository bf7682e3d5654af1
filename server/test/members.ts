/**
 * Members for tests, written straight to the database and signed in through the real login route.
 * Their password hash uses a low bcrypt cost so that fifty of them sign in quickly; the server's own
 * hashes (sign-up) are cost 12, which auth.test.ts checks.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import bcrypt from 'bcrypt';
import type Database from 'better-sqlite3';
import { sendRequestedResetLinks } from '../src/account/passwordResetService';
import { contextOf } from './dbAccess';
import { body, call, postFromSite, SITE, sessionCookie } from './http';

export const TEST_PASSWORD = 'test-password-1';
const FAST_HASH = bcrypt.hashSync(TEST_PASSWORD, 4);

export interface MemberSpec {
  email?: string;
  firstName?: string;
  membershipType?: 'general' | 'vip' | null;
  membershipStatus?: 'pending' | 'intro' | 'monthly' | 'inactive';
  role?: 'member' | 'staff' | 'manager' | 'admin' | 'coach';
  /** The address proven (a link sent to it followed); unproven by default, as after sign-up. */
  emailVerified?: boolean;
}

/** Inserts a user row into an open SQLite database; returns its id and email. */
export function insertMember(
  sqlite: Database.Database,
  spec: MemberSpec = {},
): { id: string; email: string } {
  const id = randomUUID();
  const email = spec.email ?? `member-${id.slice(0, 8)}@example.com`;
  const stamp = new Date(0).toISOString();
  sqlite
    .prepare(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, membership_type, membership_status, is_email_verified, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'Tester', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      email,
      FAST_HASH,
      spec.firstName ?? 'Sam',
      spec.role ?? 'member',
      spec.membershipType === undefined ? 'general' : spec.membershipType,
      spec.membershipStatus ?? 'monthly',
      spec.emailVerified ? 1 : 0,
      stamp,
      stamp,
    );
  return { id, email };
}

/** A member in the server's database, signed in: its id and session cookie. */
export async function addMember(
  server: Server,
  spec: MemberSpec = {},
): Promise<{ id: string; email: string; cookie: string }> {
  const member = insertMember(contextOf(server).database.sqlite, spec);
  return { ...member, cookie: await signIn(server, member.email) };
}

/** A signed-in staff or admin account, which holds no membership of its own (as at the desk). */
export function addStaff(
  server: Server,
  role: 'staff' | 'manager' | 'admin',
  spec: Omit<MemberSpec, 'role' | 'membershipType' | 'membershipStatus'> = {},
): Promise<{ id: string; email: string; cookie: string }> {
  return addMember(server, { ...spec, role, membershipType: null, membershipStatus: 'inactive' });
}

/** Signs a test member in (again: a test that moves the clock weeks on outlives a session). */
export async function signIn(server: Server, email: string): Promise<string> {
  const res = await call(server, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.payload}`);
  return sessionCookie(res);
}

/** The newest link of `kind` mailed to `email`: its secret token, read from the sender's own text. */
export function mailedToken(server: Server, email: string, kind = 'address_confirm'): string {
  const row = contextOf(server)
    .database.sqlite.prepare(
      'SELECT secret_text_body AS text FROM outbox_messages WHERE kind = ? AND lower(to_address) = lower(?) ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .get(kind, email) as { text: string | null } | undefined;
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(row?.text ?? '')?.[1];
  // Without WITH_MAIL_SERVER (testServer.ts) no secret link is stored at all.
  if (!token)
    throw new Error(`no ${kind} link was mailed to ${email} (is the server made WITH_MAIL_SERVER?)`);
  return token;
}

/** The signed-in member follows the link sign-up mailed them: their address is proven. */
export async function confirmAddressByLink(server: Server, email: string, cookie: string): Promise<void> {
  const res = await call(server, {
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: mailedToken(server, email) },
    cookie,
  });
  if (res.statusCode !== 200) throw new Error(`confirmation failed: ${res.statusCode} ${res.payload}`);
}

/** A member who bought `plan` monthly through the sandbox's checkout just now (the server's clock). */
export async function joinedMonthly(
  server: Server,
  plan: 'general' | 'vip' = 'general',
  spec: Pick<MemberSpec, 'email' | 'emailVerified'> = {},
): Promise<{ id: string; email: string; cookie: string }> {
  const m = await addMember(server, { ...spec, membershipType: plan, membershipStatus: 'pending' });
  const { sessionId } = body<{ sessionId: string }>(
    await postFromSite(
      server,
      '/api/checkout/create-session',
      { plan, flow: 'monthly', successUrl: `${SITE}/billing/complete`, cancelUrl: `${SITE}/` },
      m.cookie,
    ),
  );
  await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
  return m;
}

/**
 * A password reset asked for signed out (as anyone may), and the links the background pass's step
 * then makes: how many (1 for an account, 0 for an unknown address).
 */
export async function askForReset(server: Server, email: string): Promise<number> {
  const asked = await call(server, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  if (asked.statusCode !== 200) throw new Error(`forgot-password answered ${asked.statusCode}`);
  return sendRequestedResetLinks(contextOf(server));
}
