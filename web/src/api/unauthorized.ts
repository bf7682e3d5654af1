/**
 * A member call answered 401 (docs/product.md): toast 'Unauthorized', then the browser goes to
 * /api/login, which brings the member back here after signing in. Several failing calls at once
 * lead to one toast and one redirect.
 */
import { toastMessages, UI_TIMINGS } from '@lounge/core';
import { showToast, type Toast } from '../feedback/toast';

/** Sends the browser to sign in, asking to come back to `returnTo` (default: the current page). */
export function goToLogin(returnTo = window.location.pathname + window.location.search): void {
  window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
}

export interface UnauthorizedDeps {
  toast?: (toast: Toast) => void;
  redirect?: () => void;
}

export function createUnauthorizedHandler({
  toast = showToast,
  redirect = goToLogin,
}: UnauthorizedDeps = {}): () => void {
  let redirecting = false;
  return () => {
    if (redirecting) return;
    redirecting = true;
    toast({ ...toastMessages.unauthorized, kind: 'error' });
    window.setTimeout(() => {
      redirecting = false;
      redirect();
    }, UI_TIMINGS.unauthorizedRedirectDelay);
  };
}

export const handleUnauthorized = createUnauthorizedHandler();
