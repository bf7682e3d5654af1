import { toastMessages, UI_TIMINGS } from '@lounge/core';
import { useEffect } from 'react';
import { goToLogin } from '../api/unauthorized';
import { useCurrentUser } from '../features/auth/currentUser';
import { showToast } from '../feedback/toast';
import { PageLoading } from '../ui/PageLoading';
import type { SignedOutNotice } from './routeTable';

const notices = {
  signIn: { toast: toastMessages.signInRequired, delay: UI_TIMINGS.signInRedirectDelay },
  unauthorized: { toast: toastMessages.unauthorized, delay: UI_TIMINGS.unauthorizedRedirectDelay },
} as const;

/**
 * A member page visited signed out (docs/product.md): a toast, then /api/login, which
 * brings the visitor back here after signing in. Nothing happens until the signed-in state is
 * known, so a member reloading the page is never sent away.
 *
 * It also does nothing once someone is signed in. The moment the member's answer arrives, the route
 * table swaps this for the member page, whose code may still be loading; React then keeps this copy
 * mounted (hidden behind the page's loading state) and re-renders it with the new answer. Without
 * the check, a page slower to load than the delay sent a signed-in member to the login page.
 */
export function SignInRedirect({ notice }: { notice: SignedOutNotice }) {
  const { isLoading, signedIn } = useCurrentUser();
  useEffect(() => {
    if (isLoading || signedIn) return;
    const { toast, delay } = notices[notice];
    let timer: number | undefined;
    let cancelled = false;
    // The delay runs from when the toast is on screen: its code may still be loading.
    showToast({ ...toast, kind: notice === 'unauthorized' ? 'error' : 'info' }, () => {
      if (!cancelled) timer = window.setTimeout(() => goToLogin(), delay);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [isLoading, signedIn, notice]);
  return <PageLoading label="Taking you to sign in" />;
}
