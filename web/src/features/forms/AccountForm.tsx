/**
 * The frame of the member's sign-in and account forms: no browser validation (core's rules give the
 * messages), errors first on submit then as the member types (submitFirst.tsx), labels above the
 * fields, and no required marks (every field of these forms is needed, and the optional phone says
 * so in its label). What was typed before the page's code ran is kept (keptTypedBeforeStart.ts).
 */
import { Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useKeptTypedBeforeStart } from './keptTypedBeforeStart';
import { useSubmitFirst } from './submitFirst';

export function AccountForm<V>({
  children,
  form,
  ...props
}: Omit<
  FormProps<V>,
  'noValidate' | 'layout' | 'requiredMark' | 'children' | 'form' | 'validateTrigger' | 'onFinishFailed'
> & { form: FormInstance<V>; children: ReactNode }) {
  const checks = useSubmitFirst(form);
  useKeptTypedBeforeStart(form, props.name);
  return (
    <Form<V> noValidate layout="vertical" requiredMark={false} form={form} {...checks.formProps} {...props}>
      {children}
      {checks.announcer}
    </Form>
  );
}
