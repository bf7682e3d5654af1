/**
 * An admin lifts the sign-in limits counted against an account: a member locked out of an address
 * by mistyping, or slowed by someone else's guessing. The server checks the admin and records it.
 */

import type { SignInLimitsCleared } from '@lounge/core';
import { sendJson } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { refusalText } from '../api/staffApi';

export function ClearSignInLimitsButton({ memberId, name }: { memberId: string; name: string }) {
  const clear = useMutation({
    mutationFn: () =>
      sendJson<SignInLimitsCleared>(
        'POST',
        `/api/staff/members/${encodeURIComponent(memberId)}/clear-sign-in-limits`,
      ),
    onSuccess: () =>
      showToast({ title: 'Sign-in Limits Cleared', message: `${name} may sign in again.`, kind: 'success' }),
    onError: (error) => showToast({ ...refusalText(error, 'Not Cleared'), kind: 'error' }),
  });
  return (
    <Button
      size="small"
      loading={clear.isPending}
      aria-label={`Clear sign-in limits of ${name}`}
      onClick={() => clear.mutate()}
    >
      Clear Sign-in Limits
    </Button>
  );
}
