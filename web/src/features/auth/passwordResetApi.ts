/** The password reset calls: ask for a link by email, then set a new password with it. */
import type { ForgotPasswordRequest, Notice, ResetPasswordRequest } from '@lounge/core';
import { sendJson } from '../../api/http';

/** Always the same answer, whether or not the email has an account. */
export const requestPasswordReset = (email: string) =>
  sendJson<Notice>('POST', '/api/auth/forgot-password', { email } satisfies ForgotPasswordRequest);

export const resetPassword = (body: ResetPasswordRequest) =>
  sendJson<Notice>('POST', '/api/auth/reset-password', body);
