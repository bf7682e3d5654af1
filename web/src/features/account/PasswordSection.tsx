import { type AccountView, accountMessages as M, validateChangePassword } from '@lounge/core';
import { Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { AccountForm } from '../forms/AccountForm';
import { coreRules } from '../forms/coreRules';
import { usePasswordStrength } from '../forms/passwordStrength';
import { changePassword } from './accountApi';
import { useAccountForm } from './useAccountForm';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The current password, then a new one under sign-up's rule; this browser stays signed in. */
export function PasswordSection({ user }: { user: AccountView }) {
  const [form] = Form.useForm<PasswordValues>();
  const strength = usePasswordStrength();
  const rules = useMemo(
    () =>
      coreRules((v: PasswordValues) => validateChangePassword(v, user, strength), [
        'currentPassword',
        'newPassword',
        'confirmPassword',
      ] as const),
    [user, strength],
  );
  const save = useAccountForm(form, changePassword, {
    refusedTitle: M.passwordRefusedTitle,
    done: (notice) => {
      form.resetFields();
      return notice;
    },
  });
  return (
    <section className="dash-card account-section" aria-labelledby="account-password-title">
      <h2 id="account-password-title">{M.passwordTitle}</h2>
      <p className="muted">{M.passwordIntro}</p>
      <AccountForm form={form} name="account-password" onFinish={(v) => save.mutate(v)}>
        <Form.Item name="currentPassword" label="Current password" rules={rules.currentPassword}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Form.Item name="newPassword" label="New password" rules={rules.newPassword}>
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Confirm new password"
          dependencies={['newPassword']}
          rules={rules.confirmPassword}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {M.passwordSave}
        </Button>
      </AccountForm>
    </section>
  );
}
