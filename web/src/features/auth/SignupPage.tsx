import { busyLabels, toastMessages, validateSignupPage } from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { refusalMessage } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { AccountForm } from '../forms/AccountForm';
import { coreRules, showRefusedFields } from '../forms/coreRules';
import { usePasswordStrength } from '../forms/passwordStrength';
import { SubmitButton } from '../forms/SubmitButton';
import { AccountFields, type AccountFieldValues } from './AccountFields';
import { AuthCard } from './AuthCard';
import { signup } from './authApi';
import { loginHref, safeRedirect } from './redirectTarget';
import { useSignedIn } from './useSignedIn';

const fields = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'phone'] as const;

/** /signup: an account without a membership yet; names of at least 2 characters (docs/product.md). */
export default function SignupPage() {
  usePageTitle('Create Account');
  const [form] = Form.useForm<AccountFieldValues>();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const redirect = params.get('redirect');
  const strength = usePasswordStrength();
  const rules = useMemo(
    () => coreRules((values: AccountFieldValues) => validateSignupPage(values, strength), fields),
    [strength],
  );

  const mutation = useMutation({
    mutationFn: ({ firstName, lastName, email, password, phone }: AccountFieldValues) =>
      signup({ firstName, lastName, email, password, phone: phone ?? '' }),
    onSuccess: (user) => {
      showToast({ title: toastMessages.accountCreated.title, kind: 'success' });
      signedIn(user, safeRedirect(redirect));
    },
    onError: (error) => {
      showRefusedFields(form, error);
      showToast({
        title: toastMessages.signupFailed.title,
        message: refusalMessage(error) ?? toastMessages.signupFailed.message,
        kind: 'error',
      });
    },
  });

  return (
    <AuthCard title="Create Your Account" intro="Join the lounge to book bays and manage your membership.">
      <AccountForm form={form} name="signup" onFinish={(v) => mutation.mutate(v)}>
        <AccountFields rules={rules} />
        <SubmitButton busy={mutation.isPending} busyLabel={busyLabels.creatingAccount} block>
          Create Account
        </SubmitButton>
      </AccountForm>
      <div className="auth-links">
        <span>
          Already a member? <Link to={loginHref(redirect ?? undefined)}>Sign in</Link>
        </span>
      </div>
    </AuthCard>
  );
}
