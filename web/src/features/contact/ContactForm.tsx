import {
  busyLabels,
  type ContactInquiryInput,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  type InquiryReceived,
  toastMessages,
  validateContactInquiry,
} from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { sendJson } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { coreRules } from '../forms/coreRules';
import { useSubmitFirst } from '../forms/submitFirst';

const rules = coreRules(validateContactInquiry, [
  'firstName',
  'lastName',
  'email',
  'phone',
  'inquiryType',
  'message',
] as const);

const typeOptions = INQUIRY_TYPES.map((type) => ({ value: type, label: INQUIRY_TYPE_LABELS[type] }));

/** The contact message (docs/product.md): everything but the phone is required. */
export function ContactForm() {
  const [form] = Form.useForm<ContactInquiryInput>();
  const errors = useSubmitFirst(form);
  const mutation = useMutation({
    mutationFn: (values: ContactInquiryInput) => sendJson<InquiryReceived>('POST', '/api/contact', values),
    onSuccess: () => {
      showToast({ ...toastMessages.contactSent, kind: 'success' });
      form.resetFields();
      errors.reset();
    },
    onError: () => showToast({ ...toastMessages.contactFailed, kind: 'error' }),
  });

  return (
    <Form
      noValidate
      form={form}
      name="contact"
      layout="vertical"
      onFinish={(values) => mutation.mutate(values)}
      {...errors.formProps}
    >
      {errors.announcer}
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
      <Form.Item name="inquiryType" label="What can we help with?" required rules={rules.inquiryType}>
        <Select options={typeOptions} placeholder="Choose a topic" />
      </Form.Item>
      <Form.Item name="message" label="Message" required rules={rules.message}>
        <Input.TextArea rows={5} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={mutation.isPending}>
        {mutation.isPending ? busyLabels.sending : 'Send Message'}
      </Button>
    </Form>
  );
}
