/**
 * Sign-up, sign-in, sign-out and the current user (docs/product.md), plus GET /api/login, the
 * browser's way in (docs/product.md, choice 8: a redirect to the login page that brings the member back).
 */
import type { Plugin, ReqRef, Request } from '@hapi/hapi';
import {
  type AccountView,
  authMessages,
  type SessionAnswer,
  type SignupFields,
  validateLogin,
  validateSignupRequest,
} from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser, optionalUser, signIn, signOut, type UserRow } from '../auth/authPlugin';
import { passwordStrength } from '../auth/passwordStrength';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { consume, createLimiters } from '../auth/rateLimits';
import { guestPassesLeftNow } from '../bookings/guestPassLedger';
import { invalidFields, refuse } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { noPayload } from '../http/validation';
import { findUserByEmail, insertUser, publicUser } from '../users/userStore';
import { registerAccountRoutes } from './account';
import * as shapes from './responseShapes';

// Shapes only; the rules and their messages are core's (validateSignupRequest, validateLogin).
const text = (max: number) => Joi.string().allow('').max(max);

const signupPayload = Joi.object({
  email: text(320),
  password: text(1024),
  firstName: text(200),
  lastName: text(200),
  phone: text(60).allow(null),
  // From pre-checkout: the plan being bought. An account can only ever start as pending; payment
  // activates it (docs/payments.md), never the sign-up request.
  membershipType: Joi.string().valid('general', 'vip').allow(null),
  membershipStatus: Joi.string().valid('pending').allow(null),
});

const loginPayload = Joi.object({ email: text(320), password: text(1024) });

/** A form's body as the route receives it: joi checked the shape, core checks the rules. */
type FormBody = Record<string, unknown>;

const RETURN_PATH_MAX = 1000;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Only a path on this site may be a redirect target: '/booking', never '//evil.example' or a URL. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value.length <= RETURN_PATH_MAX ? value : null;
}

export const authRoutes: Plugin<AppContext> = {
  name: 'lounge-auth-routes',
  register(server, ctx) {
    const limiters = createLimiters(ctx.config.rateLimits);
    const address = <Refs extends ReqRef>(request: Request<Refs>) => request.info.remoteAddress;

    registerAccountRoutes(server, ctx);
    server.route<{ Payload: (SignupFields & { membershipType?: 'general' | 'vip' | null }) | null }>({
      method: 'POST',
      path: '/api/auth/signup',
      options: {
        response: responds(shapes.UserView),
        auth: { mode: 'try' },
        validate: { payload: signupPayload },
      },
      async handler(request, h) {
        const body = request.payload ?? {};
        const check = validateSignupRequest(body, passwordStrength);
        if (!check.ok) throw invalidFields(check.errors, 'Signup Failed');
        const { email, password, firstName, lastName, phone } = check.value;

        const waitAddress = await consume(limiters.signupByAddress, address(request));
        const waitEmail = waitAddress ?? (await consume(limiters.signupByEmail, email));
        if (waitEmail !== null) {
          throw refuse(429, {
            title: 'Signup Failed',
            message: authMessages.tooManySignups(minutes(waitEmail)),
          });
        }
        if (findUserByEmail(ctx.db, email)) {
          throw refuse(409, {
            title: 'Signup Failed',
            message: authMessages.emailTaken,
            code: 'email_taken',
            field: 'email',
          });
        }
        const passwordHash = await hashPassword(password);
        const membershipType = body.membershipType ?? null;
        let user: ReturnType<typeof insertUser>;
        try {
          user = insertUser(
            ctx.db,
            {
              email,
              passwordHash,
              firstName,
              lastName,
              phone,
              membershipType,
              membershipStatus: membershipType ? 'pending' : 'inactive',
            },
            ctx.now(),
          );
        } catch (error) {
          // Two sign-ups for one email at once: the unique index lets one through.
          if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
            throw refuse(409, {
              title: 'Signup Failed',
              message: authMessages.emailTaken,
              code: 'email_taken',
              field: 'email',
            });
          }
          throw error;
        }
        await signIn(ctx, request, h, user.id);
        return h.response(publicUser(user)).code(201);
      },
    });
    server.route<{ Payload: FormBody | null }>({
      method: 'POST',
      path: '/api/auth/login',
      options: {
        response: responds(shapes.UserView),
        auth: { mode: 'try' },
        validate: { payload: loginPayload },
      },
      async handler(request, h) {
        const check = validateLogin(request.payload ?? {});
        if (!check.ok) throw invalidFields(check.errors, 'Login Failed');
        const { email, password } = check.value;

        const from = address(request);
        const wait = (await consume(limiters.loginByAddress, from)) ?? ctx.signInLimits.waitFor(email, from);
        if (wait !== null) {
          const error = refuse(429, {
            title: 'Login Failed',
            message: authMessages.tooManyLogins(minutes(wait)),
          });
          error.output.headers['retry-after'] = String(wait);
          throw error;
        }

        const user = findUserByEmail(ctx.db, email);
        if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
          ctx.signInLimits.failed(email, from);
          throw refuse(401, { title: 'Login Failed', message: authMessages.invalidCredentials });
        }
        ctx.signInLimits.succeeded(email, from);
        await signIn(ctx, request, h, user.id);
        return publicUser(user);
      },
    });
    server.route([
      {
        method: 'POST',
        path: '/api/auth/logout',
        options: {
          response: responds(shapes.SignedOut),
          auth: { mode: 'try' },
          validate: { payload: noPayload },
        },
        async handler(request, h) {
          await signOut(ctx, request, h);
          return h.response({ success: true });
        },
      },
      {
        method: 'GET',
        path: '/api/auth/user',
        options: { response: responds(shapes.AccountView) },
        handler(request) {
          return accountView(ctx, currentUser(request));
        },
      },
      {
        // Every page asks who is signed in; nobody is an answer, not a 401 (core's SessionAnswer).
        method: 'GET',
        path: '/api/auth/session',
        options: {
          response: responds(shapes.SessionAnswer),
          auth: { mode: 'try' },
          validate: { query: Joi.object({}) },
        },
        handler(request) {
          const user = optionalUser(request);
          return { user: user ? accountView(ctx, user) : null } satisfies SessionAnswer<
            ReturnType<typeof accountView>
          >;
        },
      },
    ]);
    server.route<{ Query: { returnTo?: string } }>({
      method: 'GET',
      path: '/api/login',
      options: {
        response: responds(shapes.EmptyBody),
        auth: false,
        validate: { query: Joi.object({ returnTo: Joi.string().allow('').max(RETURN_PATH_MAX) }) },
      },
      handler(request, h) {
        const back = safeReturnPath(request.query.returnTo) ?? refererPath(request);
        return h.redirect(
          back && back !== '/login' ? `/login?redirect=${encodeURIComponent(back)}` : '/login',
        );
      },
    });
  },
};

/** The signed-in account as the screens read it: no secrets, with the month's guest passes left. */
function accountView(ctx: AppContext, user: UserRow): AccountView {
  return { ...publicUser(user), guestPassesLeft: guestPassesLeftNow(ctx, user) };
}

/** The path of a same-site Referer, so /api/login brings the member back to the page they were on. */
function refererPath<Refs extends ReqRef>(request: Request<Refs>): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === request.info.host ? safeReturnPath(url.pathname + url.search) : null;
  } catch {
    return null;
  }
}
