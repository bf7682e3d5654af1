import { type AccountView, accountMessages as M, validateChangeEmail } from '@lounge/core';
import { Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { coreRules } from '../forms/coreRules';
import { useSubmitFirst } from '../forms/submitFirst';
import { changeEmail } from './accountApi';
import { useAccountForm } from './useAccountForm';

interface EmailValues {
  newEmail: string;
  password: string;
}

/** A new address, confirmed by the link sent there; the password says it is the member asking. */
export function EmailSection({ user }: { user: AccountView }) {
  const [form] = Form.useForm<EmailValues>();
  const errors = useSubmitFirst(form);
  const rules = useMemo(
    () =>
      coreRules((v: EmailValues) => validateChangeEmail(v, user.email), ['newEmail', 'password'] as const),
    [user.email],
  );
  const save = useAccountForm(form, changeEmail, {
    refusedTitle: M.emailRefusedTitle,
    done: (notice) => {
      form.resetFields();
      errors.reset();
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
      <Form
        noValidate
        form={form}
        name="account-email"
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => save.mutate(v)}
        {...errors.formProps}
      >
        {errors.announcer}
        <Form.Item name="newEmail" label="New email" rules={rules.newEmail}>
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
        <Form.Item name="password" label="Your password" rules={rules.password}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {M.emailSave}
        </Button>
      </Form>
    </section>
  );
}
