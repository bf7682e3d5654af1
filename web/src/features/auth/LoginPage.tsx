import { busyLabels, type LoginRequest, siteLabels, toastMessages, validateLogin } from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { refusalMessage } from '../../api/apiError';
import { errorStatus } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { AccountForm } from '../forms/AccountForm';
import { coreRules, showRefusedFields } from '../forms/coreRules';
import { SubmitButton } from '../forms/SubmitButton';
import { CurrentPasswordField, EmailField } from './AccountFields';
import { AuthCard } from './AuthCard';
import { login } from './authApi';
import { safeRedirect } from './redirectTarget';
import { useSignedIn } from './useSignedIn';

const rules = coreRules(validateLogin, ['email', 'password'] as const);

/** /login: email and password; afterwards the page the member came from (a same-site path) or /. */
export default function LoginPage() {
  usePageTitle('Member Login');
  const [form] = Form.useForm<LoginRequest>();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const target = safeRedirect(params.get('redirect'));

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => signedIn(user, target),
    onError: (error) => {
      if (showRefusedFields(form, error)) return;
      // A wrong password is core's words; a rate limit explains how long to wait.
      const message =
        errorStatus(error) === 429
          ? (refusalMessage(error) ?? toastMessages.loginFailed.message)
          : toastMessages.loginFailed.message;
      showToast({ title: toastMessages.loginFailed.title, message, kind: 'error' });
    },
  });

  return (
    <AuthCard title="Member Login" intro="Welcome back. Sign in to book your bay.">
      <AccountForm form={form} name="login" onFinish={(v) => mutation.mutate(v)}>
        <EmailField rules={rules.email} />
        <CurrentPasswordField rules={rules.password} label="Password" />
        <SubmitButton busy={mutation.isPending} busyLabel={busyLabels.signingIn} block>
          Sign In
        </SubmitButton>
      </AccountForm>
      <div className="auth-links">
        <Link to="/forgot-password">{siteLabels.auth.forgotPassword}</Link>
        <span>
          New here? <Link to="/membership-selection">{siteLabels.auth.joinNowLink}</Link>
        </span>
      </div>
    </AuthCard>
  );
}
