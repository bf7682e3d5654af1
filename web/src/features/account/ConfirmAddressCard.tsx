import { type AccountNotice, type AccountView, accountMessages as M } from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { refusalNotice } from '../../api/apiError';
import { isUnauthorized, sendJson } from '../../api/http';
import { showToast } from '../../feedback/toast';

const resendConfirmation = () => sendJson<AccountNotice>('POST', '/api/auth/confirm-email/resend', {});

/**
 * Until the member opens the link sign-up mailed them, their address is not proven (nothing sent
 * from it before they joined is linked to the account): this says so, with the link sent again on
 * request. Nothing is shown once the address is confirmed.
 */
export function ConfirmAddressCard({ user }: { user: AccountView }) {
  const resend = useMutation({
    mutationFn: resendConfirmation,
    meta: { member: true },
    onSuccess: (notice) => showToast({ ...notice, kind: 'success' }),
    onError: (error) => {
      if (!isUnauthorized(error))
        showToast({ ...refusalNotice(error, M.tooManyConfirmLinks(60)), kind: 'error' });
    },
  });
  if (user.isEmailVerified) return null;
  return (
    <section className="dash-card confirm-address" aria-labelledby="confirm-address-title">
      <h2 id="confirm-address-title">{M.confirmAddressTitle}</h2>
      <p>{M.confirmAddressText(user.email)}</p>
      <Button onClick={() => resend.mutate()} loading={resend.isPending} disabled={resend.isSuccess}>
        {M.confirmAddressResend}
      </Button>
    </section>
  );
}
