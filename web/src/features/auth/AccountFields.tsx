/**
 * The account fields of the signup page and of pre-checkout: names, email, an optional phone,
 * password and its confirmation; the same fields one by one for the sign-in and account forms. The two screens keep their own rules (names of 2 characters here, 1 there, both
 * from core), so the rules come in.
 */
import { PROFILE_FIELD_COPY as COPY } from '@lounge/core';
import { Form, type FormRule, Input } from 'antd';

/** What the account fields hold (sign-up and pre-checkout). */
export interface AccountFieldValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string;
}

type AccountField = keyof AccountFieldValues;
type PasswordField = 'password' | 'confirmPassword';

/** The optional phone number (sign-up, pre-checkout, the account page); core normalises it. */
export function PhoneField({ rules }: { rules: FormRule[] }) {
  return (
    <Form.Item name="phone" label={COPY.phone.label} extra={COPY.phone.help} rules={rules}>
      <Input type="tel" autoComplete="tel" size="large" />
    </Form.Item>
  );
}

/** First and last name side by side (sign-up, pre-checkout, the account page). */
export function NameFields({ rules }: { rules: Record<'firstName' | 'lastName', FormRule[]> }) {
  return (
    <div className="form-row">
      <Form.Item name="firstName" label={COPY.firstName.label} rules={rules.firstName}>
        <Input autoComplete="given-name" size="large" />
      </Form.Item>
      <Form.Item name="lastName" label={COPY.lastName.label} rules={rules.lastName}>
        <Input autoComplete="family-name" size="large" />
      </Form.Item>
    </div>
  );
}

/** An email address: sign-in, sign-up, a reset link's request, a change of address. */
export function EmailField({
  rules,
  name = 'email',
  label = 'Email',
}: {
  rules: FormRule[];
  name?: string;
  label?: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <Input type="email" autoComplete="email" size="large" />
    </Form.Item>
  );
}

/** The password the member has now: to sign in, or to say it is them asking for a change. */
export function CurrentPasswordField({
  rules,
  label = 'Your password',
}: {
  rules: FormRule[];
  label?: string;
}) {
  return (
    <Form.Item name="password" label={label} rules={rules}>
      <Input.Password autoComplete="current-password" size="large" />
    </Form.Item>
  );
}

/** A new password and its confirmation (sign-up, pre-checkout, the reset page). */
export function PasswordFields({
  rules,
  labels = { password: 'Password', confirmPassword: 'Confirm password' },
}: {
  rules: Record<PasswordField, FormRule[]>;
  labels?: Record<PasswordField, string>;
}) {
  return (
    <>
      <Form.Item name="password" label={labels.password} rules={rules.password}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={labels.confirmPassword}
        dependencies={['password']}
        rules={rules.confirmPassword}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}

export function AccountFields({ rules }: { rules: Record<AccountField, FormRule[]> }) {
  return (
    <>
      <NameFields rules={rules} />
      <EmailField rules={rules.email} />
      <PhoneField rules={rules.phone} />
      <PasswordFields rules={rules} />
    </>
  );
}
