/**
 * Who is signed in at the desk. GET /api/auth/user answers 401 when nobody is: that is "signed out",
 * not an error. Only staff and admins get past the sign-in screen; the server refuses members
 * anyway (403 on /api/staff), the console just says so first.
 */

import { mayTakeManagerSteps, type UserView } from '@lounge/core';
import { isUnauthorized } from '@lounge/web/api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../api/staffApi';

const deskUserKey = ['desk', 'user'] as const;

const deskUserQuery = {
  queryKey: deskUserKey,
  queryFn: async (): Promise<UserView | null> => {
    try {
      return await staffApi.currentUser();
    } catch (error) {
      if (isUnauthorized(error)) return null;
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
};

export function isStaff(user: UserView | null | undefined): user is UserView {
  return user?.role === 'staff' || user?.role === 'manager' || user?.role === 'admin';
}

/** A coach's own account: it signs in to see its own day (lessons/CoachDay.tsx), nothing else. */
export function isCoach(user: UserView | null | undefined): user is UserView {
  return user?.role === 'coach';
}

export function useDeskUser() {
  return useQuery(deskUserQuery);
}

/**
 * Whether the signed-in account may take a manager's steps (docs/decisions/054): plain staff do not
 * see those controls, the server refusing them anyway.
 */
export function useMayTakeManagerSteps(): boolean {
  return mayTakeManagerSteps(useDeskUser().data?.role);
}

/** Who is signed in, set as the sign-in does (the console's component tests sign in so). */
export function setDeskUser(client: QueryClient, user: UserView | null): void {
  client.setQueryData(deskUserKey, user);
}

/** Forgets everything the signed-in account loaded and shows the sign-in screen. */
export function endSession(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'desk' });
  setDeskUser(client, null);
}

export class NotStaffError extends Error {
  override name = 'NotStaffError';
  constructor() {
    super('This account is not a staff account. An admin can make it one from the Members list.');
  }
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const user = await staffApi.login(email, password);
      if (!isStaff(user) && !isCoach(user)) {
        // Leave no member session behind on a shared desk machine.
        await staffApi.logout().catch(() => undefined);
        throw new NotStaffError();
      }
      return user;
    },
    onSuccess: (user) => setDeskUser(client, user),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => staffApi.logout(),
    onSettled: () => endSession(client),
  });
}
