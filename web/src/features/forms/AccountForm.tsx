/**
 * The frame of the member's sign-in and account forms: no browser validation (core's rules give the
 * messages, on blur and on submit), labels above the fields, and no required marks (every field of
 * these forms is needed, and the optional phone says so in its label).
 */
import { Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

export function AccountForm<V>({
  children,
  ...props
}: Omit<FormProps<V>, 'noValidate' | 'layout' | 'requiredMark' | 'children'> & { children: ReactNode }) {
  return (
    <Form<V> noValidate layout="vertical" requiredMark={false} {...props}>
      {children}
    </Form>
  );
}
