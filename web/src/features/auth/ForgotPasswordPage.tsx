import { busyLabels, passwordResetMessages as M, type Notice, validateForgotPassword } from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { refusalNotice } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { AccountForm } from '../forms/AccountForm';
import { coreRules, showRefusedFields } from '../forms/coreRules';
import { SubmitButton } from '../forms/SubmitButton';
import { EmailField } from './AccountFields';
import { AuthCard, BackToLogin } from './AuthCard';
import { requestPasswordReset } from './passwordResetApi';

const rules = coreRules(validateForgotPassword, ['email'] as const);

/**
 * /forgot-password: an email, then the server's answer in place of the form. The answer is the same
 * whether or not the email has an account, so the page says nothing about who is a member.
 */
export default function ForgotPasswordPage() {
  usePageTitle(M.forgotTitle);
  const [form] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState<Notice | null>(null);

  const mutation = useMutation({
    mutationFn: ({ email }: { email: string }) => requestPasswordReset(email.trim()),
    onSuccess: (answer) =>
      setSent({ title: answer?.title ?? M.linkSent.title, message: answer?.message ?? M.linkSent.message }),
    onError: (error) => {
      if (showRefusedFields(form, error)) return;
      // A rate limit says how long to wait; anything else gets the server's words, or core's.
      showToast({ ...refusalNotice(error, M.requestFailed), kind: 'error' });
    },
  });

  return (
    <AuthCard title={M.forgotTitle} intro={M.forgotIntro}>
      {sent ? (
        <div className="auth-notice" role="status">
          <h2>{sent.title}</h2>
          <p>{sent.message}</p>
        </div>
      ) : (
        <AccountForm form={form} name="forgot-password" onFinish={(v) => mutation.mutate(v)}>
          <EmailField rules={rules.email} />
          <SubmitButton busy={mutation.isPending} busyLabel={busyLabels.sending} block>
            {M.sendLink}
          </SubmitButton>
        </AccountForm>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
