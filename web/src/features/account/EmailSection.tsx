import { type AccountView, accountMessages as M, validateChangeEmail } from '@lounge/core';
import { Button, Form } from 'antd';
import { useMemo } from 'react';
import { CurrentPasswordField, EmailField } from '../auth/AccountFields';
import { AccountForm } from '../forms/AccountForm';
import { coreRules } from '../forms/coreRules';
import { changeEmail } from './accountApi';
import { useAccountForm } from './useAccountForm';

interface EmailValues {
  newEmail: string;
  password: string;
}

/** A new address, confirmed by the link sent there; the password says it is the member asking. */
export function EmailSection({ user }: { user: AccountView }) {
  const [form] = Form.useForm<EmailValues>();
  const rules = useMemo(
    () =>
      coreRules((v: EmailValues) => validateChangeEmail(v, user.email), ['newEmail', 'password'] as const),
    [user.email],
  );
  const save = useAccountForm(form, changeEmail, {
    refusedTitle: M.emailRefusedTitle,
    done: (notice) => {
      form.resetFields();
      return notice;
    },
  });
  return (
    <section className="dash-card account-section" aria-labelledby="account-email-title">
      <h2 id="account-email-title">{M.emailTitle}</h2>
      <p>
        Signed in as <strong>{user.email}</strong>
      </p>
      <p className="muted">{M.emailIntro}</p>
      <AccountForm form={form} name="account-email" onFinish={(v) => save.mutate(v)}>
        <EmailField rules={rules.newEmail} name="newEmail" label="New email" />
        <CurrentPasswordField rules={rules.password} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {M.emailSave}
        </Button>
      </AccountForm>
    </section>
  );
}
