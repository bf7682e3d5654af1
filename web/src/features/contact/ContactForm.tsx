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
import { sendJson } from '../../api/http';
import { coreRules } from '../forms/coreRules';
import { useKeptTypedBeforeStart } from '../forms/keptTypedBeforeStart';
import { NativeSelect } from '../forms/NativeSelect';
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

// A native select: the page starts on demand, and a topic chosen first is kept (decision 069).
const topics = INQUIRY_TYPES.map((type) => ({ value: type, label: INQUIRY_TYPE_LABELS[type] }));

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
        <NativeSelect options={topics} placeholder="Choose a topic" />
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
