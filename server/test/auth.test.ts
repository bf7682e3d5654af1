import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { contextOf } from './dbAccess';
import { body, call, sessionCookie } from './http';
import { makeDataDir, makeServer } from './testServer';

const member = {
  email: 'Pat.Member@Example.com',
  password: 'fairway-123',
  firstName: 'Pat',
  lastName: 'Member',
};

describe('sign-up, sign-in, sign-out', () => {
  let server: Server;
  beforeAll(async () => {
    server = await makeServer({ RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3' });
  });
  afterAll(() => server.stop());

  let cookie = '';

  it('signs up, stores the email lower-case, starts a session, and shows no secret', async () => {
    const res = await call(server, { method: 'POST', url: '/api/auth/signup', payload: member });
    expect(res.statusCode).toBe(201);
    const user = body(res);
    expect(user).toMatchObject({
      email: 'pat.member@example.com',
      firstName: 'Pat',
      membershipType: null,
      membershipStatus: 'inactive',
      role: 'member',
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(user)).not.toMatch(/\$2[aby]\$/);
    cookie = sessionCookie(res);
    expect(cookie).toMatch(/^lounge_sid=/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it('hashes the password with bcrypt at the configured cost (12 on the box, the least under test)', async () => {
    const { database } = contextOf(server);
    const row = database.sqlite
      .prepare('SELECT password_hash FROM users WHERE email = ?')
      .get('pat.member@example.com') as { password_hash: string };
    expect(contextOf(server).config.passwordHashCost).toBe(4);
    expect(row.password_hash).toMatch(/^\$2[aby]\$04\$/);
  });

  it('knows the signed-in user', async () => {
    const res = await call(server, { url: '/api/auth/user', cookie });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ email: 'pat.member@example.com' });
  });

  it('answers 401 when signed out', async () => {
    const res = await call(server, { url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ statusCode: 401 });
  });

  it('answers who is signed in, or nobody, without an error status (GET /api/auth/session)', async () => {
    const signedIn = await call(server, { url: '/api/auth/session', cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(body(signedIn)).toMatchObject({
      user: { email: 'pat.member@example.com', guestPassesLeft: null },
    });
    expect(JSON.stringify(body(signedIn))).not.toMatch(/passwordHash|stripe/i);
    const nobody = await call(server, { url: '/api/auth/session' });
    expect(nobody.statusCode).toBe(200);
    expect(body(nobody)).toEqual({ user: null });
    expect(nobody.headers['cache-control']).toBe('private, no-store');
    expect((await call(server, { url: '/api/auth/session?x=1' })).statusCode).toBe(400);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const res = await call(server, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...member, email: 'PAT.MEMBER@example.com' },
    });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({
      message: 'An account with this email already exists. Please sign in instead.',
      field: 'email',
    });
  });

  it('starts a pre-checkout account as pending with its plan, and never active', async () => {
    const res = await call(server, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'new@example.com',
        password: 'fairway-2027',
        firstName: 'N',
        lastName: 'W',
        membershipType: 'vip',
        membershipStatus: 'pending',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({ membershipType: 'vip', membershipStatus: 'pending' });
    const sneaky = await call(server, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'free@example.com',
        password: 'fairway-2027',
        firstName: 'F',
        lastName: 'R',
        membershipType: 'vip',
        membershipStatus: 'monthly',
      },
    });
    expect(sneaky.statusCode).toBe(400);
    expect(body(sneaky).message).toMatch(/membershipStatus/);
  });

  it.each([
    [{ ...member, email: 'bad' }, 'Please enter a valid email address', 'email'],
    [{ ...member, email: 'x@y.io', password: 'short' }, 'Password must be at least 8 characters', 'password'],
    [
      { ...member, email: 'x@y.io', password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
      'password',
    ],
    [{ ...member, email: 'x@y.io', firstName: '' }, 'First name is required', 'firstName'],
  ])('refuses a bad sign-up with a message naming the field: %o', async (payload, message, field) => {
    const res = await call(server, { method: 'POST', url: '/api/auth/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ message, field });
  });

  it('refuses unknown fields and wrong types', async () => {
    const extra = await call(server, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...member, isAdmin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(body(extra).message).toMatch(/isAdmin/);
    const wrongType = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ['a'], password: 1 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(body(wrongType).message).toMatch(/email/);
  });

  it('logs in with a new session id and the right password only', async () => {
    const wrong = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(body(wrong)).toMatchObject({ message: 'Invalid email or password', title: 'Login Failed' });
    const nobody = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.com', password: 'whatever1' },
    });
    expect(body(nobody).message).toBe('Invalid email or password');

    const res = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pat.member@EXAMPLE.com', password: member.password },
      cookie,
    });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(cookie);
    // The old session ended when the new one began.
    expect((await call(server, { url: '/api/auth/user', cookie })).statusCode).toBe(401);
    expect((await call(server, { url: '/api/auth/user', cookie: fresh })).statusCode).toBe(200);
    cookie = fresh;
  });

  it('logs out: the session row is gone, so a copied cookie stops working', async () => {
    const copy = cookie;
    const res = await call(server, { method: 'POST', url: '/api/auth/logout', cookie });
    expect(res.statusCode).toBe(200);
    expect((await call(server, { url: '/api/auth/user', cookie: copy })).statusCode).toBe(401);
  });

  it('refuses a cookie made up by the client', async () => {
    expect(
      (await call(server, { url: '/api/auth/user', cookie: 'lounge_sid=Fe26.2**forged' })).statusCode,
    ).toBe(401);
  });

  it('limits failed logins per email for the window, and says so with 429', async () => {
    const email = 'new@example.com';
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await call(server, {
            method: 'POST',
            url: '/api/auth/login',
            payload: { email, password: 'wrong-pass' },
          })
        ).statusCode,
      ).toBe(401);
    }
    const blocked = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password1' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).message).toMatch(
      /^Too many sign-in attempts\. Please wait 15 minutes and try again\.$/,
    );
    // Another member is not affected.
    expect(
      (
        await call(server, {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: member.email, password: member.password },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/login', () => {
  let server: Server;
  beforeAll(async () => {
    server = await makeServer();
  });
  afterAll(() => server.stop());

  it.each([
    ['/api/login', {}, '/login'],
    ['/api/login?returnTo=%2Fbooking', {}, '/login?redirect=%2Fbooking'],
    ['/api/login?returnTo=//evil.example', {}, '/login'],
    ['/api/login?returnTo=https%3A%2F%2Fevil.example', {}, '/login'],
    [
      '/api/login',
      { referer: 'http://localhost:5000/dashboard?tab=1' },
      '/login?redirect=%2Fdashboard%3Ftab%3D1',
    ],
    ['/api/login', { referer: 'https://evil.example/dashboard' }, '/login'],
  ])('%s %o redirects to %s', async (url, headers, location) => {
    const res = await server.inject({ url, headers: { host: 'localhost:5000', ...headers } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });
});

describe('sign-up limits per address', () => {
  it('lets a family sign up, then stops a script with 429', async () => {
    const server = await makeServer({ RATE_LIMIT_SIGNUP_PER_ADDRESS: '2' });
    try {
      for (const name of ['a', 'b']) {
        const res = await call(server, {
          method: 'POST',
          url: '/api/auth/signup',
          payload: { ...member, email: `${name}@family.example` },
        });
        expect(res.statusCode).toBe(201);
      }
      const third = await call(server, {
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...member, email: 'c@family.example' },
      });
      expect(third.statusCode).toBe(429);
      expect(body(third).message).toMatch(
        /^Too many sign-up attempts from here\. Please wait \d+ minutes? and try again\.$/,
      );
    } finally {
      await server.stop();
    }
  });
});

describe('expired sessions', () => {
  it('are purged when the server starts, and an expired one does not sign anyone in', async () => {
    const data = makeDataDir();
    const { sqlite, close } = openDatabase(data.file);
    sqlite
      .prepare("INSERT INTO sessions (sid, sess, expire) VALUES ('old', '{}', '2020-01-01T00:00:00.000Z')")
      .run();
    sqlite
      .prepare("INSERT INTO sessions (sid, sess, expire) VALUES ('live', '{}', '2999-01-01T00:00:00.000Z')")
      .run();
    close();
    const server = await makeServer({ DATABASE_PATH: data.file });
    try {
      const sids = contextOf(server)
        .database.sqlite.prepare('SELECT sid FROM sessions ORDER BY sid')
        .all()
        .map((r) => (r as { sid: string }).sid);
      expect(sids).toEqual(['live']);
    } finally {
      await server.stop();
      data.remove();
    }
  });
});
