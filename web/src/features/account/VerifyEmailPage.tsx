import { accountMessages as M, type Notice } from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { refusalNotice } from '../../api/apiError';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { AuthCard } from '../auth/AuthCard';
import { userQueryKey } from '../auth/currentUser';
import { verifyEmail } from './accountApi';

/**
 * /verify-email?token=...: the link from the confirmation email, opened signed in (a member route:
 * signed out, the visitor signs in and comes back). Sent once: the link works only once.
 */
export default function VerifyEmailPage() {
  usePageTitle(M.verifyTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const sent = useRef(false);
  const verify = useMutation({
    mutationFn: verifyEmail,
    meta: { member: true },
    onSuccess: () => client.invalidateQueries({ queryKey: userQueryKey }),
  });
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  let notice: Notice | null = null;
  let ok = false;
  if (!token) notice = M.missingEmailToken;
  else if (verify.isSuccess) {
    notice = verify.data;
    ok = true;
  } else if (verify.isError) notice = refusalNotice(verify.error, M.invalidEmailLink);
  if (!notice) return <PageLoading />;
  return (
    <AuthCard title={M.verifyTitle} intro={M.verifyIntro}>
      <div className="auth-notice" role={ok ? 'status' : 'alert'}>
        <h2>{notice.title}</h2>
        <p>{notice.message}</p>
      </div>
      <div className="auth-links">
        <Link to="/account">{M.manageAccount}</Link>
      </div>
    </AuthCard>
  );
}
