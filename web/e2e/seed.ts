/**
 * Accounts, members, staff and competitions made the way the box makes them: through the server's
 * API as a visitor, a purchase and the desk do, and an admin with `npm run admin:create`. Nothing
 * here needs the test runner, so the journeys (fixtures.ts, members.ts, staffAccounts.ts,
 * competitionsAsStaff.ts) and `npm run screens` (web/scripts/screens.ts) seed the same way.
 */
import { execFileSync } from 'node:child_process';
import type { MembershipType, SetTestClockRequest } from '@lounge/core';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/** The password of every account the journeys and the screenshots make. */
export const PASSWORD = 'fairway-2026';

/** Eighteen par 4s, stroke index 1 to 18 in hole order, rated at par and slope 113. */
export const PAR_4_COURSE = {
  name: 'Pebble Beach',
  courseRating: 72,
  slopeRating: 113,
  holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
};

/** Throws, naming the step, unless the answer is `status` ('ok': any 2xx). */
async function expectStatus(res: APIResponse, status: number | 'ok', what: string): Promise<void> {
  if (status === 'ok' ? !res.ok() : res.status() !== status)
    throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

/** An account made through the API; `request`'s context is then signed in as it. */
export async function signUp(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Palmer' },
  });
  await expectStatus(res, 201, `signing up ${email}`);
}

/** Signs `request`'s context in as `email`. */
export async function signIn(request: APIRequestContext, email: string): Promise<void> {
  // The journeys' servers keep an idle connection 5 minutes (playwright.config.ts), so a context
  // idle between steps never sends on one being closed; Playwright's own retry on ECONNRESET is
  // kept as well, as the request is idempotent.
  const res = await request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    maxRetries: 1,
  });
  await expectStatus(res, 200, `signing in ${email}`);
}

/**
 * The signed-in account buys `plan` monthly as a purchase goes: a checkout on the payment sandbox,
 * its 'Complete test payment', then activation. `base` is the server's address (the checkout's
 * return addresses).
 */
export async function buyMembership(
  request: APIRequestContext,
  base: string,
  email: string,
  plan: MembershipType,
): Promise<void> {
  const session = await request.post('/api/checkout/create-session', {
    data: {
      plan,
      flow: 'monthly',
      successUrl: `${base}/billing/complete`,
      cancelUrl: `${base}/checkout`,
      customerEmail: email,
    },
  });
  await expectStatus(session, 'ok', 'the membership checkout');
  const { sessionId } = (await session.json()) as { sessionId: string };
  await expectStatus(
    await request.post(`/api/payments/sandbox/sessions/${sessionId}/complete`),
    'ok',
    'the sandbox payment',
  );
  const activation = await request.post('/api/membership/activate-access', { data: { sessionId, email } });
  const activated = (await activation.json()) as { activated?: boolean; membershipType?: string };
  if (!activated.activated || activated.membershipType !== plan)
    throw new Error(`activating ${email}'s ${plan} membership: ${JSON.stringify(activated)}`);
}

/** An admin made in the database at `databasePath` with `npm run admin:create`, as on the box. */
export function createAdminIn(databasePath: string, email: string): void {
  execFileSync('npm', ['run', '--silent', 'admin:create', '--', '--email', email], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_PATH: databasePath, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

/** A competition created by signed-in staff, as the desk does; its id. */
export async function createCompetition(
  staff: APIRequestContext,
  competition: Record<string, unknown>,
): Promise<string> {
  const created = await staff.post('/api/staff/competitions', { data: competition });
  await expectStatus(created, 201, 'creating the competition');
  return ((await created.json()) as { id: string }).id;
}

/** The server's clock (a server started with TEST_CLOCK=1) at `now`, or back to the real time (null). */
export async function setServerClock(request: APIRequestContext, now: string | null): Promise<void> {
  const body: SetTestClockRequest = { now };
  const res = await request.put('/api/test/clock', { data: body, maxRetries: 1 });
  await expectStatus(res, 200, 'setting the test clock');
}
