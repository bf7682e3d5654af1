/** The password reset calls: ask for a link by email, then set a new password with it. */
import type { Notice } from '@lounge/core';
import { sendJson } from '../../api/http';

export interface ResetPasswordBody {
  token: string;
  password: string;
  confirmPassword: string;
}

/** Always the same answer, whether or not the email has an account. */
export const requestPasswordReset = (email: string) =>
  sendJson<Notice>('POST', '/api/auth/forgot-password', { email });

export const resetPassword = (body: ResetPasswordBody) =>
  sendJson<Notice>('POST', '/api/auth/reset-password', body);
