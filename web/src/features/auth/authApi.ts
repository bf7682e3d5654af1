/** The sign-in calls of docs/product.md. */
import type { LoginRequest, SignupRequest, UserView } from '@lounge/core';
import { sendJson } from '../../api/http';

export const login = (body: LoginRequest) => sendJson<UserView>('POST', '/api/auth/login', body);

export const signup = (body: SignupRequest) => sendJson<UserView>('POST', '/api/auth/signup', body);

export const logout = () => sendJson<unknown>('POST', '/api/auth/logout');
