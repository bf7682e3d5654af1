import type { AccountView, UserView } from '@lounge/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { userQueryKey } from './currentUser';
import { leavingAuthPageAtom } from './leavingAuthPage';

/**
 * After a successful login or signup: store the user the server answered, reload it (docs/product.md
 * section 7), and go to `target`. The answer is the account without the month's guest passes,
 * which the reload brings.
 */
export function useSignedIn(): (user: UserView, target: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setLeaving = useSetAtom(leavingAuthPageAtom);
  return useCallback(
    (user, target) => {
      setLeaving(pathname);
      queryClient.setQueryData<AccountView>(userQueryKey, { ...user, guestPassesLeft: null });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      navigate(target, { replace: true });
    },
    [navigate, pathname, queryClient, setLeaving],
  );
}
