import {
  busyLabels,
  type ContactInquiryInput,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  type InquiryReceived,
  toastMessages,
  validateContactInquiry,
} from '@lounge/core';
import { Form, Input } from 'antd';
import type { SelectHTMLAttributes } from 'react';
import { sendJson } from '../../api/http';
import { coreRules } from '../forms/coreRules';
import { useKeptTypedBeforeStart } from '../forms/keptTypedBeforeStart';
import { SubmitButton } from '../forms/SubmitButton';
import { useSubmitFirst } from '../forms/submitFirst';
import { useVisitorFormSubmit, VisitorContactFields } from '../forms/visitorForms';

const rules = coreRules(validateContactInquiry, [
  'firstName',
  'lastName',
  'email',
  'phone',
  'inquiryType',
  'message',
] as const);

type TopicSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> & { value?: string };

/**
 * The topic as a native select, not antd's: it works before the app has started (a tap on antd's
 * would come to nothing), so the page can start on demand (docs/decisions/069), and a choice made
 * meanwhile is kept (keptTypedBeforeStart.ts). The Form.Item hands it its id, value, change handler
 * and aria state (required, invalid, the error's description) like any antd field. The placeholder
 * cannot be picked back: a topic once chosen is changed, not cleared.
 */
function TopicSelect({ value, ...props }: TopicSelectProps) {
  return (
    <select className="contact-topic" {...props} value={value ?? ''}>
      <option value="" disabled>
        Choose a topic
      </option>
      {INQUIRY_TYPES.map((type) => (
        <option key={type} value={type}>
          {INQUIRY_TYPE_LABELS[type]}
        </option>
      ))}
    </select>
  );
}

/** The contact message (docs/product.md): everything but the phone is required. */
export function ContactForm() {
  const [form] = Form.useForm<ContactInquiryInput>();
  const checks = useSubmitFirst(form);
  useKeptTypedBeforeStart(form, 'contact');
  const mutation = useVisitorFormSubmit(
    form,
    checks,
    (values: ContactInquiryInput) => sendJson<InquiryReceived>('POST', '/api/contact', values),
    toastMessages.contactSent,
    () => toastMessages.contactFailed,
  );

  return (
    <Form
      noValidate
      form={form}
      name="contact"
      layout="vertical"
      onFinish={(values) => mutation.mutate(values)}
      {...checks.formProps}
    >
      {checks.announcer}
      <VisitorContactFields rules={rules} />
      <Form.Item name="inquiryType" label="What can we help with?" required rules={rules.inquiryType}>
        <TopicSelect />
      </Form.Item>
      <Form.Item name="message" label="Message" required rules={rules.message}>
        <Input.TextArea rows={5} />
      </Form.Item>
      <SubmitButton busy={mutation.isPending} busyLabel={busyLabels.sending}>
        Send Message
      </SubmitButton>
    </Form>
  );
}
