/**
 * Forgot password and reset password. Asking for a link always answers the same
 * (passwordResetMessages.linkSent), whether or not the email has an account, and the limits count
 * every email alike, so neither the answer nor a 429 tells a stranger who is a member. Using a link
 * signs the member out everywhere and does not sign them in: they sign in with the new password.
 */
import type { Plugin } from '@hapi/hapi';
import { passwordResetMessages, validateForgotPassword, validatePasswordReset } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { clearSessionCookie, optionalUser } from '../auth/authPlugin';
import { createPasswordResetService, resetLinkOwner } from '../auth/passwordResetService';
import { passwordStrength } from '../auth/passwordStrength';
import { clientAddress } from '../http/clientAddress';
import { invalidFields } from '../http/errors';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';

// Shapes only; the rules and their messages are core's (validateForgotPassword, validatePasswordReset).
const text = (max: number) => Joi.string().allow('').max(max);

const forgotPayload = Joi.object({ email: text(320) });
const resetPayload = Joi.object({ token: text(200), password: text(1024), confirmPassword: text(1024) });

export const passwordResetRoutes: Plugin<AppContext> = {
  name: 'lounge-password-reset-routes',
  register(server, ctx) {
    const resets = createPasswordResetService(ctx);

    server.route<{ Payload: Record<string, unknown> | null }>({
      method: 'POST',
      path: '/api/auth/forgot-password',
      options: {
        response: responds(shapes.AccountNotice),
        auth: { mode: 'try' },
        validate: { payload: forgotPayload },
      },
      async handler(request) {
        const check = validateForgotPassword(request.payload ?? {});
        if (!check.ok) throw invalidFields(check.errors, passwordResetMessages.forgotRefusedTitle);
        await resets.askForLink(check.value.email, clientAddress(request));
        return { ...passwordResetMessages.linkSent };
      },
    });
    server.route<{ Payload: { token?: unknown; password?: unknown; confirmPassword?: unknown } | null }>({
      method: 'POST',
      path: '/api/auth/reset-password',
      options: {
        response: responds(shapes.AccountNotice),
        auth: { mode: 'try' },
        validate: { payload: resetPayload },
      },
      async handler(request, h) {
        const body = request.payload ?? {};
        // A missing or dead link comes first: no new password helps until the member has a new link.
        const owner = resetLinkOwner(ctx, typeof body.token === 'string' ? body.token.trim() : '');
        // The new password is judged against the link's account (not its email, names, or common).
        const check = validatePasswordReset(body, owner, passwordStrength);
        if (!check.ok) throw invalidFields(check.errors, passwordResetMessages.resetRefusedTitle);
        const userId = await resets.resetPassword(check.value);
        // The browser that reset it, if signed in as this member, holds a cookie to a deleted session.
        if (optionalUser(request)?.id === userId) clearSessionCookie(h);
        return h.response({ ...passwordResetMessages.resetDone });
      },
    });
  },
};
