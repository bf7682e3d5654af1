/**
 * The signed-in user, from GET /api/auth/session: the account, or null when nobody is signed in.
 * Signed out is an ordinary 200 answer there (GET /api/auth/user answers 401), so a visitor's
 * browser logs no failed request on every page, and this call never triggers the member 401 redirect.
 */
import type { MembershipStatus, MembershipType, SessionAnswer } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http';
import { useHydrated } from '../../app/useHydrated';

export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Optional, E.164. */
  phone?: string | null;
  membershipType: MembershipType | null;
  membershipStatus: MembershipStatus | null;
  membershipExpiresAt: string | null;
  /** When the account was made: the dashboard's 'member since'. */
  createdAt?: string;
  /** The reminder email before each booking; on unless the member turned it off. */
  emailReminders?: boolean;
  /** VIP passes left this venue month; null for a tier without passes. */
  guestPassesLeft?: number | null;
  /** A downgrade waiting for the paid period to end, and when it applies. */
  pendingMembershipType?: MembershipType | null;
  pendingChangeAt?: string | null;
}

export const userQueryKey = ['/api/auth/user'] as const;

export const userQuery = {
  queryKey: userQueryKey,
  queryFn: async (): Promise<CurrentUser | null> =>
    (await getJson<SessionAnswer<CurrentUser>>('/api/auth/session')).user,
};

export interface AuthState {
  user: CurrentUser | null;
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
