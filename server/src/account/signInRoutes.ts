/**
 * Sign-up, sign-in, sign-out and the current user (docs/product.md), plus GET /api/login, the
 * browser's way in (docs/product.md, choice 8: a redirect to the login page that brings the member back).
 */
import type { Plugin, ReqRef, Request } from '@hapi/hapi';
import { type SessionAnswer, validateLogin, validateSignupRequest } from '@lounge/core';
import * as api from '@lounge/core/api';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser, optionalUser, signIn, signOut } from '../auth/authPlugin';
import { passwordStrength } from '../auth/passwordStrength';
import { clientAddress } from '../http/clientAddress';
import { invalidFields } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { noPayload, noQuery, typedRoute } from '../http/validation';
import { userView } from '../users/userView';
import { registerAccountRoutes } from './accountRoutes';
import { accountView } from './accountService';
import { createSignInService } from './signInService';

const RETURN_PATH_MAX = 1000;

/** Only a path on this site may be a redirect target: '/booking', never '//evil.example' or a URL. */
function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value.length <= RETURN_PATH_MAX ? value : null;
}

export const signInRoutes: Plugin<AppContext> = {
  name: 'lounge-auth-routes',
  register(server, ctx) {
    const signInService = createSignInService(ctx);
    registerAccountRoutes(server, ctx);
    typedRoute(server, {
      method: 'POST',
      path: '/api/auth/signup',
      options: {
        response: responds(api.UserView),
        auth: { mode: 'try' },
        validate: { payload: api.SignupRequest },
      },
      async handler(request, h) {
        const body = request.payload;
        const check = validateSignupRequest(body, passwordStrength);
        if (!check.ok) throw invalidFields(check.errors, 'Signup Failed');
        const user = await signInService.signUp(
          check.value,
          body.membershipType ?? null,
          clientAddress(request),
        );
        await signIn(ctx, request, h, user.id);
        return h.response(userView(user)).code(201);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/auth/login',
      options: {
        response: responds(api.UserView),
        auth: { mode: 'try' },
        validate: { payload: api.LoginRequest },
      },
      async handler(request, h) {
        const check = validateLogin(request.payload);
        if (!check.ok) throw invalidFields(check.errors, 'Login Failed');
        const { email, password } = check.value;
        const user = await signInService.checkCredentials(email, password, clientAddress(request));
        await signIn(ctx, request, h, user.id);
        return userView(user);
      },
    });
    server.route([
      {
        method: 'POST',
        path: '/api/auth/logout',
        options: {
          response: responds(api.SignedOut),
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
        options: { response: responds(api.AccountView) },
        handler(request) {
          return accountView(ctx, currentUser(request));
        },
      },
      {
        // Every page asks who is signed in; nobody is an answer, not a 401 (core's SessionAnswer).
        method: 'GET',
        path: '/api/auth/session',
        options: {
          response: responds(api.SessionAnswer),
          auth: { mode: 'try' },
          validate: { query: noQuery },
        },
        handler(request) {
          const user = optionalUser(request);
          return { user: user ? accountView(ctx, user) : null } satisfies SessionAnswer;
        },
      },
    ]);
    typedRoute(server, {
      method: 'GET',
      path: '/api/login',
      options: {
        response: responds(api.EmptyBody),
        auth: false,
        validate: {
          query: api.object({ returnTo: api.optional(Joi.string().allow('').max(RETURN_PATH_MAX)) }),
        },
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
