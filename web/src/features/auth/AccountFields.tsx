/**
 * The account fields of the signup page and of pre-checkout: names, email, an optional phone,
 * password and its confirmation. The two screens keep their own rules (names of 2 characters here, 1 there, both
 * from core), so the rules come in.
 */
import { phoneMessages } from '@lounge/core';
import { Form, type FormRule, Input } from 'antd';

type AccountField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'phone';
type PasswordField = 'password' | 'confirmPassword';

/** The optional phone number (sign-up, pre-checkout, the account page); core normalises it. */
export function PhoneField({ rules }: { rules: FormRule[] }) {
  return (
    <Form.Item name="phone" label={phoneMessages.label} extra={phoneMessages.help} rules={rules}>
      <Input type="tel" autoComplete="tel" size="large" />
    </Form.Item>
  );
}

/** A new password and its confirmation (sign-up, pre-checkout, the reset page). */
export function PasswordFields({
  rules,
  labels = { password: 'Password', confirmPassword: 'Confirm password' },
  submitted,
}: {
  rules: Record<PasswordField, FormRule[]>;
  labels?: Record<PasswordField, string>;
  /** Whether the form was sent once: before that a changed password does not re-check its confirmation. */
  submitted: boolean;
}) {
  return (
    <>
      <Form.Item name="password" label={labels.password} rules={rules.password}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={labels.confirmPassword}
        dependencies={submitted ? ['password'] : undefined}
        rules={rules.confirmPassword}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}

export function AccountFields({
  rules,
  submitted,
}: {
  rules: Record<AccountField, FormRule[]>;
  submitted: boolean;
}) {
  return (
    <>
      <div className="form-row">
        <Form.Item name="firstName" label="First name" rules={rules.firstName}>
          <Input autoComplete="given-name" size="large" />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" rules={rules.lastName}>
          <Input autoComplete="family-name" size="large" />
        </Form.Item>
      </div>
      <Form.Item name="email" label="Email" rules={rules.email}>
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <PhoneField rules={rules.phone} />
      <PasswordFields rules={rules} submitted={submitted} />
    </>
  );
}
