/**
 * The signed-in user, from GET /api/auth/session: the account, or null when nobody is signed in.
 * Signed out is an ordinary 200 answer there (GET /api/auth/user answers 401), so a visitor's
 * browser logs no failed request on every page, and this call never triggers the member 401 redirect.
 */
import type { AccountView, SessionAnswer } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http';
import { useHydrated } from '../../app/useHydrated';

export const userQueryKey = ['/api/auth/user'] as const;

export const userQuery = {
  queryKey: userQueryKey,
  queryFn: async (): Promise<AccountView | null> => (await getJson<SessionAnswer>('/api/auth/session')).user,
};

export interface AuthState {
  user: AccountView | null;
  /** Until the first answer, the app treats the visitor as signed out (docs/product.md route tables). */
  isLoading: boolean;
  signedIn: boolean;
}

export function useCurrentUser(): AuthState {
  const query = useQuery(userQuery);
  // The prerendered page was made before anyone was known: hydrate it as "still loading".
  if (!useHydrated()) return { user: null, isLoading: true, signedIn: false };
  const { data, isLoading } = query;
  const user = data ?? null;
  return { user, isLoading, signedIn: user !== null };
}
