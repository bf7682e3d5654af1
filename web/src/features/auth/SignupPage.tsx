import { busyLabels, toastMessages, validateSignupPage } from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { refusalMessage } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { coreRules, showRefusedFields } from '../forms/coreRules';
import { usePasswordStrength } from '../forms/passwordStrength';
import { useSubmitFirst } from '../forms/submitFirst';
import { AccountFields } from './AccountFields';
import { AuthCard } from './AuthCard';
import { signup } from './authApi';
import { loginHref, safeRedirect } from './redirectTarget';
import { SocialButtons } from './SocialButtons';
import { useSignedIn } from './useSignedIn';

interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string;
}

const fields = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'phone'] as const;

/** /signup: an account without a membership yet; names of at least 2 characters (docs/product.md). */
export default function SignupPage() {
  usePageTitle('Create Account');
  const [form] = Form.useForm<SignupForm>();
  const errors = useSubmitFirst(form);
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const redirect = params.get('redirect');
  const strength = usePasswordStrength();
  const rules = useMemo(
    () => coreRules((values: SignupForm) => validateSignupPage(values, strength), fields),
    [strength],
  );

  const mutation = useMutation({
    mutationFn: ({ firstName, lastName, email, password, phone }: SignupForm) =>
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
      <SocialButtons />
      <div className="auth-divider">or sign up with email</div>
      <Form
        noValidate
        form={form}
        name="signup"
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => mutation.mutate(v)}
        {...errors.formProps}
      >
        {errors.announcer}
        <AccountFields rules={rules} submitted={errors.submitted} />
        <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
          {mutation.isPending ? busyLabels.creatingAccount : 'Create Account'}
        </Button>
      </Form>
      <div className="auth-links">
        <span>
          Already a member? <Link to={loginHref(redirect ?? undefined)}>Sign in</Link>
        </span>
      </div>
    </AuthCard>
  );
}
