/**
 * What the visitors' forms (contact, tour request, event inquiry) share: the name, email and phone
 * fields, and sending with the product's toasts; each form keeps its own fields, rules and words.
 */
import type { Notice } from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import { Form, type FormInstance, type FormRule, Input } from 'antd';
import { showToast } from '../../feedback/toast';
import type { SubmitFirst } from './submitFirst';

/** First and last name, then email and the optional phone, two to a row. */
export function VisitorContactFields({
  rules,
}: {
  rules: Record<'firstName' | 'lastName' | 'email' | 'phone', FormRule[]>;
}) {
  return (
    <>
      <div className="form-row">
        <Form.Item name="firstName" label="First name" required rules={rules.firstName}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" required rules={rules.lastName}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <div className="form-row">
        <Form.Item name="email" label="Email" required rules={rules.email}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" label="Phone (optional)" rules={rules.phone}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </div>
    </>
  );
}

/**
 * Sends the form's values; once sent, the `sent` toast (or, given a function, the form's own
 * confirmation, which stays) and an empty form that again says nothing until its next submit, else
 * the `failed` toast.
 */
export function useVisitorFormSubmit<V, A>(
  form: FormInstance<V>,
  checks: SubmitFirst,
  send: (values: V) => Promise<A>,
  sent: Notice | ((answer: A) => void),
  failed: (error: unknown) => Notice,
) {
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (typeof sent === 'function') sent(answer);
      else showToast({ ...sent, kind: 'success' });
      form.resetFields();
      checks.reset();
    },
    onError: (error) => showToast({ ...failed(error), kind: 'error' }),
  });
}
