/** The sign-in calls of docs/product.md. */
import type { MembershipType } from '@lounge/core';
import { sendJson } from '../../api/http';
import type { CurrentUser } from './currentUser';

export interface LoginBody {
  email: string;
  password: string;
}

export interface SignupBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Optional: '' for none. */
  phone?: string;
  /** From pre-checkout: the plan being bought; the account starts pending until payment. */
  membershipType?: MembershipType;
  membershipStatus?: 'pending';
}

export const login = (body: LoginBody) => sendJson<CurrentUser>('POST', '/api/auth/login', body);

export const signup = (body: SignupBody) => sendJson<CurrentUser>('POST', '/api/auth/signup', body);

export const logout = () => sendJson<unknown>('POST', '/api/auth/logout');
