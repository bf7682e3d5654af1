import {
  type AccountView,
  busyLabels,
  passwordResetMessages as M,
  type Notice,
  validatePasswordReset,
} from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { asApiError, refusalNotice } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { AccountForm } from '../forms/AccountForm';
import { coreRules, showRefusedFields } from '../forms/coreRules';
import { usePasswordStrength } from '../forms/passwordStrength';
import { SubmitButton } from '../forms/SubmitButton';
import { PasswordFields } from './AccountFields';
import { AuthCard, BackToLogin } from './AuthCard';
import { userQueryKey } from './currentUser';
import { resetPassword } from './passwordResetApi';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/**
 * /reset-password?token=...: the link from the reset email. A new password and its confirmation,
 * checked with core's rules before the server sees them; done, the member signs in with it. A link
 * that is missing, expired or used says so, with the way to a new one.
 */
export default function ResetPasswordPage() {
  usePageTitle(M.resetTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [invalid, setInvalid] = useState<Notice | null>(null);
  if (!token) return <LinkProblem notice={M.missingToken} />;
  if (invalid) return <LinkProblem notice={invalid} />;
  return <ResetForm token={token} onInvalid={setInvalid} />;
}

function LinkProblem({ notice }: { notice: Notice }) {
  return (
    <AuthCard title={M.resetTitle} intro={M.resetIntro}>
      <div className="auth-notice" role="alert">
        <h2>{notice.title}</h2>
        <p>{notice.message}</p>
      </div>
      <div className="auth-links">
        <Link to="/forgot-password">{M.requestNewLink}</Link>
        <BackToLogin link />
      </div>
    </AuthCard>
  );
}

function ResetForm({ token, onInvalid }: { token: string; onInvalid: (notice: Notice) => void }) {
  const [form] = Form.useForm<ResetValues>();
  // Core's reset rules (signup's new-password rule, a matching confirmation), with the link's token.
  // Whose account the link opens is the server's to know, so its email is checked there.
  const strength = usePasswordStrength();
  const rules = useMemo(
    () =>
      coreRules((values: ResetValues) => validatePasswordReset({ ...values, token }, {}, strength), [
        'password',
        'confirmPassword',
      ] as const),
    [token, strength],
  );
  const client = useQueryClient();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (values: ResetValues) => resetPassword({ token, ...values }),
    onSuccess: async (answer) => {
      showToast({
        title: answer?.title ?? M.resetDone.title,
        message: answer?.message ?? M.resetDone.message,
        kind: 'success',
      });
      // The reset ends the account's sessions: whoever was signed in here is read again, so the
      // sign-in page is routed.
      await client.invalidateQueries({ queryKey: userQueryKey });
      const stillSignedIn = client.getQueryData<AccountView | null>(userQueryKey);
      navigate(stillSignedIn ? '/dashboard' : '/login', { replace: true });
    },
    onError: (error) => {
      if (asApiError(error)?.code === 'invalid_token') {
        onInvalid(refusalNotice(error, M.invalidLink));
        return;
      }
      if (showRefusedFields(form, error)) return;
      showToast({ ...refusalNotice(error, M.requestFailed), kind: 'error' });
    },
  });

  return (
    <AuthCard title={M.resetTitle} intro={M.resetIntro}>
      <AccountForm form={form} name="reset-password" onFinish={(v) => mutation.mutate(v)}>
        <PasswordFields
          rules={rules}
          labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
        />
        <SubmitButton busy={mutation.isPending} busyLabel={busyLabels.processing} block>
          {M.resetButton}
        </SubmitButton>
      </AccountForm>
      <BackToLogin />
    </AuthCard>
  );
}
