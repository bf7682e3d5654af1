/**
 * Forgot password and reset password. Asking for a link always answers the same
 * (passwordResetMessages.linkSent), whether or not the email has an account, and the limits count
 * every email alike, so neither the answer nor a 429 tells a stranger who is a member. Using a link
 * signs the member out everywhere and does not sign them in: they sign in with the new password.
 */
import type { Plugin } from '@hapi/hapi';
import { passwordResetMessages, validateForgotPassword, validatePasswordReset } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { clearSessionCookie, optionalUser } from '../auth/authPlugin';
import { passwordStrength } from '../auth/passwordStrength';
import { clientAddress } from '../http/clientAddress';
import { invalidFields } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { createPasswordResetService, resetLinkOwner } from './passwordResetService';

export const passwordResetRoutes: Plugin<AppContext> = {
  name: 'lounge-password-reset-routes',
  register(server, ctx) {
    const resets = createPasswordResetService(ctx);

    typedRoute(server, {
      method: 'POST',
      path: '/api/auth/forgot-password',
      options: {
        response: responds(api.AccountNotice),
        auth: { mode: 'try' },
        validate: { payload: api.ForgotPasswordRequest },
      },
      async handler(request) {
        const check = validateForgotPassword(request.payload);
        if (!check.ok) throw invalidFields(check.errors, passwordResetMessages.forgotRefusedTitle);
        await resets.askForLink(check.value.email, clientAddress(request));
        return { ...passwordResetMessages.linkSent };
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/auth/reset-password',
      options: {
        response: responds(api.AccountNotice),
        auth: { mode: 'try' },
        validate: { payload: api.ResetPasswordRequest },
      },
      async handler(request, h) {
        const body = request.payload;
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
